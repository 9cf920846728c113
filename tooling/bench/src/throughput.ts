import { join } from 'node:path'
import { expectOk, loginCookie, startSeededApi } from './api.ts'
import { type LoadResult, runLoad } from './load.ts'
import type { BenchOptions } from './options.ts'
import { type Started, freePorts, startProcess, waitUntilReady } from './processes.ts'
import { formatTable } from './table.ts'
import { benchDir } from './workspace.ts'

const demoFreeMember = { email: 'free.member@example.com', password: 'Demo-password-1' }

interface Target {
  name: string
  url: string
  headers?: Record<string, string>
}

async function measure(target: Target, options: BenchOptions): Promise<LoadResult> {
  await expectOk(target.url, target.headers)
  const load = { url: target.url, headers: target.headers, concurrency: options.concurrency }
  await runLoad({ ...load, durationMs: options.warmup * 1000 })
  return runLoad({ ...load, durationMs: options.duration * 1000 })
}

/** Requests per second of two api calls against a bare Hono hello-world, in one run. */
export async function benchThroughput(options: BenchOptions): Promise<void> {
  const [apiPort, helloPort] = await freePorts(2)
  if (apiPort === undefined || helloPort === undefined) throw new Error('no ports')
  let hello: Started | undefined
  const api = await startSeededApi(apiPort, ['--if-empty'])
  try {
    hello = startProcess(
      'hello-world',
      process.execPath,
      ['--import', 'tsx', join('src', 'hello-world.ts')],
      {
        cwd: benchDir,
        env: { PORT: String(helloPort) },
      },
    )
    const helloUrl = `http://127.0.0.1:${helloPort}/`
    await waitUntilReady(hello, helloUrl, 30_000)
    const cookie = await loginCookie(api.baseUrl, demoFreeMember.email, demoFreeMember.password)

    const targets: Target[] = [
      { name: 'hello-world (bare Hono)', url: helloUrl },
      {
        name: 'GET /api/user.php (free member)',
        url: `${api.baseUrl}/api/user.php`,
        headers: { cookie },
      },
      {
        name: 'GET /api/members.php (free member)',
        url: `${api.baseUrl}/api/members.php`,
        headers: { cookie },
      },
    ]
    console.log(
      `\nThroughput: ${options.concurrency} in flight, ${options.warmup} s warm-up + ${options.duration} s per target, loopback`,
    )
    const results: { target: Target; result: LoadResult }[] = []
    for (const target of targets) {
      process.stdout.write(`  measuring ${target.name} …\n`)
      results.push({ target, result: await measure(target, options) })
    }
    const baseline = results[0]?.result.requestsPerSecond ?? 1
    console.log(
      `\n${formatTable(
        ['target', 'requests', 'failed', 'req/s', 'p50 ms', 'p99 ms', 'vs hello-world'],
        results.map(({ target, result }) => [
          target.name,
          result.requests,
          result.failures,
          Math.round(result.requestsPerSecond),
          Number(result.latencyMs.p50.toFixed(1)),
          Number(result.latencyMs.p99.toFixed(1)),
          `${((result.requestsPerSecond / baseline) * 100).toFixed(1)} %`,
        ]),
      )}`,
    )
    console.log('\nRatios (api call req/s ÷ hello-world req/s):')
    for (const { target, result } of results.slice(1)) {
      console.log(`  ${target.name}: ${(result.requestsPerSecond / baseline).toFixed(3)}`)
    }
  } finally {
    await hello?.stop()
    await api.stop()
  }
}
