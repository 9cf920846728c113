import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('parseEnv', () => {
  it('defaults to port 3003 and the local api', () => {
    expect(parseEnv({})).toEqual({
      BACKOFFICE_PORT: 3003,
      API_URL: 'http://127.0.0.1:3002',
      NODE_ENV: 'production',
    })
  })

  it('names every bad variable at once', () => {
    expect(() => parseEnv({ BACKOFFICE_PORT: 'x', API_URL: 'nowhere' })).toThrow(
      /BACKOFFICE_PORT[\s\S]*API_URL/,
    )
  })
})
