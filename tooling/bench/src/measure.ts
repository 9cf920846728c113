import { expectOk } from './api.ts'
import { type LoadResult, runLoad } from './load.ts'
import type { BenchOptions } from './options.ts'

export interface Target {
  name: string
  url: string
  headers?: Record<string, string>
}

export interface Measured {
  target: Target
  result: LoadResult
}

/** One target: a request that must answer 2xx, a warm-up, then the measured load. */
export async function measure(
  target: Target,
  options: BenchOptions,
  concurrency: number,
): Promise<LoadResult> {
  await expectOk(target.url, target.headers)
  const load = { url: target.url, headers: target.headers, concurrency }
  await runLoad({ ...load, durationMs: options.warmup * 1000 })
  return runLoad({ ...load, durationMs: options.duration * 1000 })
}

export function ms(value: number): number {
  return Number(value.toFixed(1))
}
