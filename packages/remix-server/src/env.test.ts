import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { cachedEnv, nodeEnvVariable, originVariable, parseEnvWith, portVariable } from './env.ts'

const schema = v.object({
  PORT: portVariable('3000'),
  API_URL: originVariable('http://127.0.0.1:3002'),
  NODE_ENV: nodeEnvVariable,
})

describe('parseEnvWith', () => {
  it('fills defaults, converts the port and trims trailing slashes', () => {
    expect(parseEnvWith(schema, {}, 'demo')).toEqual({
      PORT: 3000,
      API_URL: 'http://127.0.0.1:3002',
      NODE_ENV: 'production',
    })
    expect(
      parseEnvWith(schema, { PORT: '4510', API_URL: 'http://a.test//' }, 'demo'),
    ).toMatchObject({ PORT: 4510, API_URL: 'http://a.test' })
  })

  it('names the app and every bad variable', () => {
    expect(() => parseEnvWith(schema, { PORT: '70000', NODE_ENV: 'staging' }, 'demo')).toThrow(
      /Invalid demo environment:[\s\S]*PORT[\s\S]*NODE_ENV/,
    )
  })
})

describe('cachedEnv', () => {
  it('parses once', () => {
    let parses = 0
    const env = cachedEnv(() => ++parses)
    env()
    expect(env()).toBe(1)
  })
})
