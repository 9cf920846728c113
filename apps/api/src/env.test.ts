import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, readEnv } from './env.ts'

describe('readEnv', () => {
  it('fills the defaults of the team contract', () => {
    const env = readEnv({})
    expect(env).toMatchObject({ port: 3002, host: '127.0.0.1', databaseUrl: undefined })
    expect(env.dataDir).toMatch(/\.data$/)
    expect(env.mediaDir).toBe(resolve(env.dataDir, 'media'))
  })

  it('derives MEDIA_DIR from DATA_DIR and reads every variable', () => {
    const env = readEnv({
      API_PORT: '4300',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/dating',
      DATA_DIR: '/tmp/api-data',
      NODE_ENV: 'production',
    })
    expect(env).toEqual({
      port: 4300,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/dating',
      dataDir: '/tmp/api-data',
      mediaDir: '/tmp/api-data/media',
      nodeEnv: 'production',
    })
  })

  it('fails naming every bad variable', () => {
    const bad = () =>
      readEnv({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })
    expect(bad).toThrow(EnvError)
    expect(bad).toThrow(/API_PORT="eighty"/)
    expect(bad).toThrow(/DATABASE_URL="mysql:\/\/x"/)
    expect(bad).toThrow(/NODE_ENV="staging"/)
    expect(() => readEnv({ API_PORT: '70000' })).toThrow(/API_PORT/)
  })
})
