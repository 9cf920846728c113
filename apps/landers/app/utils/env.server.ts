import {
  cachedEnv,
  nodeEnvVariable,
  originVariable,
  parseEnvWith,
  portVariable,
} from '@dating/remix-server/env'
import * as v from 'valibot'

const envSchema = v.object({
  LANDERS_PORT: portVariable('3001'),
  API_URL: originVariable('http://127.0.0.1:3002'),
  /** Where the member site lives: signup and legal pages are linked there. */
  SITE_URL: originVariable('http://localhost:3000'),
  NODE_ENV: nodeEnvVariable,
})

export type Env = v.InferOutput<typeof envSchema>

/** Parses the landers app's environment and names every bad variable at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseEnvWith(envSchema, source, 'landers')
}

export const env = cachedEnv(parseEnv)
