import { describe, expect, it } from 'vitest'
import { parseOptions } from './options.ts'

describe('parseOptions', () => {
  it('defaults to 32 api calls and 16 pages in flight for 5 s after a 1 s warm-up', () => {
    expect(parseOptions([])).toEqual({
      concurrency: 32,
      'page-concurrency': 16,
      duration: 5,
      warmup: 1,
      profiles: undefined,
      'database-url': undefined,
      'api-url': undefined,
      postgres: undefined,
      ports: { first: 4620, last: 4699 },
      'cpu-prof': undefined,
      'skip-bundles': false,
      'skip-throughput': false,
      'skip-pages': false,
      'skip-browser': false,
      'skip-lighthouse': false,
    })
  })

  it('reads the PostgreSQL server and the port block', () => {
    const options = parseOptions([
      '--postgres',
      'postgres://postgres@127.0.0.1:5432',
      '--ports',
      '5600-5699',
    ])
    expect(options.postgres).toBe('postgres://postgres@127.0.0.1:5432')
    expect(options.ports).toEqual({ first: 5600, last: 5699 })
    expect(() => parseOptions(['--postgres', 'postgres://h:5432/db'])).toThrow(/--postgres/)
    expect(() => parseOptions(['--ports', '5600-5601'])).toThrow(/--ports/)
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
