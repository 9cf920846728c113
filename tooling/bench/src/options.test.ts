import { describe, expect, it } from 'vitest'
import { parseOptions } from './options.ts'

describe('parseOptions', () => {
  it('defaults to 16 in flight for 5 s after a 1 s warm-up', () => {
    expect(parseOptions([])).toEqual({
      concurrency: 16,
      duration: 5,
      warmup: 1,
      profiles: undefined,
      'database-url': undefined,
      'api-url': undefined,
      'skip-bundles': false,
      'skip-throughput': false,
    })
  })

  it('reads the scale run', () => {
    expect(parseOptions(['--profiles', '1000000']).profiles).toBe(1_000_000)
  })

  it('reads where the scale run seeds or which api it measures', () => {
    const options = parseOptions([
      '--profiles',
      '1000000',
      '--database-url',
      'postgres://postgres@127.0.0.1:5432/bench',
      '--api-url',
      'http://127.0.0.1:4950',
    ])
    expect(options['database-url']).toBe('postgres://postgres@127.0.0.1:5432/bench')
    expect(options['api-url']).toBe('http://127.0.0.1:4950')
    expect(() => parseOptions(['--database-url', 'mysql://x'])).toThrow(/--database-url/)
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
