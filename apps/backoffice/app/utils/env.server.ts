import {
  cachedEnv,
  nodeEnvVariable,
  originVariable,
  parseEnvWith,
  portVariable,
} from '@dating/remix-server/env'
import * as v from 'valibot'

/**
 * The back office's environment. It runs on an internal host of its own; PUBLIC_ORIGINS names
 * that host (read by @dating/remix-server's visitor context), never a brand's.
 */
const envSchema = v.object({
  BACKOFFICE_PORT: portVariable('3003'),
  API_URL: originVariable('http://127.0.0.1:3002'),
  NODE_ENV: nodeEnvVariable,
})

export type Env = v.InferOutput<typeof envSchema>

/** Parses the back office's environment and names every bad variable at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseEnvWith(envSchema, source, 'backoffice')
}

export const env = cachedEnv(parseEnv)
