import {
  cachedEnv,
  nodeEnvVariable,
  originListVariable,
  originVariable,
  parseEnvWith,
  portVariable,
} from '@dating/remix-server/env'
import * as v from 'valibot'

const envSchema = v.object({
  SITE_PORT: portVariable('3000'),
  API_URL: originVariable('http://127.0.0.1:3002'),
  /** The landers apps that hand signed-up visitors over (decision 032b); none by default. */
  LANDER_ORIGINS: originListVariable,
  NODE_ENV: nodeEnvVariable,
})

export type Env = v.InferOutput<typeof envSchema>

/** Parses the site's environment and names every bad variable at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseEnvWith(envSchema, source, 'site')
}

export const env = cachedEnv(parseEnv)
