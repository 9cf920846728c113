import { describe, expect, it } from 'vitest'
import { parseOptions } from './options.ts'

describe('parseOptions', () => {
  it('defaults to 16 in flight for 5 s after a 1 s warm-up', () => {
    expect(parseOptions([])).toEqual({
      concurrency: 16,
      duration: 5,
      warmup: 1,
      profiles: undefined,
      'skip-bundles': false,
      'skip-throughput': false,
    })
  })

  it('reads the scale run', () => {
    expect(parseOptions(['--profiles', '1000000']).profiles).toBe(1_000_000)
  })

  it('names a bad value', () => {
    expect(() => parseOptions(['--concurrency', 'many'])).toThrow(
      /--concurrency: must be a whole number/,
    )
  })

  it('rejects unknown options', () => {
    expect(() => parseOptions(['--host', 'example.com'])).toThrow()
  })
})
