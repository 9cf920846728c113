import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './unavailable.ts'

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, a cut session and a full pool', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
    ).toBe(true)
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('looks through the wrapper drizzle puts around a failed query', () => {
    const cause = new Error('Connection terminated unexpectedly')
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause }))).toBe(true)
  })

  it('leaves errors of the statement itself alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(new Error('syntax error at or near'))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
  })
})
