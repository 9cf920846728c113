import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('parseEnv', () => {
  it('fills the documented defaults', () => {
    expect(parseEnv({})).toEqual({
      SITE_PORT: 3000,
      API_URL: 'http://127.0.0.1:3002',
      LANDER_ORIGINS: [],
      NODE_ENV: 'production',
    })
  })

  it('reads the landers origins as a list', () => {
    expect(
      parseEnv({ LANDER_ORIGINS: 'https://lander.example/, http://localhost:3001' }).LANDER_ORIGINS,
    ).toEqual(['https://lander.example', 'http://localhost:3001'])
    expect(() => parseEnv({ LANDER_ORIGINS: 'not a url' })).toThrow(/LANDER_ORIGINS/)
  })

  it('reads overrides and trims a trailing slash from API_URL', () => {
    expect(parseEnv({ SITE_PORT: '4510', API_URL: 'http://127.0.0.1:4512/' })).toMatchObject({
      SITE_PORT: 4510,
      API_URL: 'http://127.0.0.1:4512',
    })
  })

  it('names every bad variable', () => {
    expect(() => parseEnv({ SITE_PORT: 'eighty', API_URL: 'nope' })).toThrow(
      /SITE_PORT[\s\S]*API_URL/,
    )
  })
})
