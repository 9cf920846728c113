import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      LANDERS_PORT: 3001,
      API_URL: 'http://127.0.0.1:3002',
      SITE_URL: 'http://localhost:3000',
      NODE_ENV: 'production',
    })
  })

  it('reads overrides and trims trailing slashes', () => {
    expect(
      parseEnv({
        LANDERS_PORT: '4611',
        API_URL: 'http://127.0.0.1:4612/',
        SITE_URL: 'https://flirtwave.example/',
      }),
    ).toMatchObject({
      LANDERS_PORT: 4611,
      API_URL: 'http://127.0.0.1:4612',
      SITE_URL: 'https://flirtwave.example',
    })
  })

  it('names every bad variable', () => {
    expect(() => parseEnv({ LANDERS_PORT: 'eighty', SITE_URL: 'nope' })).toThrow(
      /LANDERS_PORT[\s\S]*SITE_URL/,
    )
  })
})
