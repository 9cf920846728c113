import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { parseTrustedProxies, type TrustedProxies } from '@dating/domain/trusted-proxies'

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..')

const port = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.minValue(0, 'must be 0 to 65535'),
  v.maxValue(65_535, 'must be 0 to 65535'),
)
const nonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'))

const envSchema = v.object({
  API_PORT: v.optional(port, '3002'),
  API_HOST: v.optional(nonEmpty, '127.0.0.1'),
  DATABASE_URL: v.optional(
    v.pipe(nonEmpty, v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// url')),
  ),
  DATA_DIR: v.optional(nonEmpty),
  MEDIA_DIR: v.optional(nonEmpty),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  SMTP_URL: v.optional(
    v.pipe(nonEmpty, v.regex(/^smtps?:\/\/[^/]/, 'must be an smtp:// or smtps:// url')),
  ),
  MAIL_FROM: v.optional(v.pipe(nonEmpty, v.email('must be an email address'))),
  MAIL_TOKEN_SECRET: v.optional(
    v.pipe(nonEmpty, v.minLength(32, 'must be at least 32 characters')),
  ),
  MAIL_WEBHOOK_SECRET: v.optional(
    v.pipe(nonEmpty, v.minLength(16, 'must be at least 16 characters')),
  ),
  DEV_MAILBOX: v.optional(v.picklist(['0', '1'], 'must be 0 or 1')),
  LIVE_FANOUT_URL: v.optional(
    v.pipe(nonEmpty, v.regex(/^rediss?:\/\/[^/]/, 'must be a redis:// or rediss:// url')),
  ),
  READ_CACHE: v.optional(v.picklist(['on', 'off'], 'must be on or off')),
  ERASURE_CRON: v.optional(
    v.pipe(nonEmpty, v.regex(/^\S+( \S+){4}$/, 'must be a five-field cron expression')),
  ),
  MOLLIE_API_KEY: v.optional(
    v.pipe(nonEmpty, v.regex(/^(test|live)_\w{20,}$/, 'must be a Mollie key (test_… or live_…)')),
  ),
  MOLLIE_API_ENDPOINT: v.optional(v.pipe(nonEmpty, v.url('must be a url'))),
  SMS_GATEWAY_URL: v.optional(v.pipe(nonEmpty, v.url('must be a url'))),
  SMS_GATEWAY_KEY: v.optional(nonEmpty),
  PUSH_ENDPOINT_ORIGINS: v.optional(
    v.pipe(
      nonEmpty,
      v.regex(
        /^https?:\/\/[^/,\s]+(,https?:\/\/[^/,\s]+)*$/,
        'must be origins (scheme://host[:port]) separated by commas',
      ),
    ),
  ),
  GIF_API_KEY: v.optional(nonEmpty),
  GIF_API_URL: v.optional(v.pipe(nonEmpty, v.url('must be a url'))),
  BACKOFFICE_URL: v.optional(v.pipe(nonEmpty, v.url('must be a url'))),
  PUBLIC_ORIGINS: v.optional(
    v.pipe(
      nonEmpty,
      v.regex(
        /^https?:\/\/[^/,\s]+\/?(,\s*https?:\/\/[^/,\s]+\/?)*$/,
        'must be origins (scheme://host[:port]) separated by commas',
      ),
    ),
  ),
  TRUSTED_PROXIES: v.optional(
    v.pipe(
      nonEmpty,
      v.check(
        readsAsTrustedProxies,
        'must be a number of hops, or addresses and CIDR ranges ("loopback" for this machine) separated by commas',
      ),
    ),
  ),
})

/** Values never printed in an error: they hold passwords or signing keys. */
const secretNames = new Set([
  'SMTP_URL',
  'MAIL_TOKEN_SECRET',
  'MAIL_WEBHOOK_SECRET',
  'GIF_API_KEY',
  'MOLLIE_API_KEY',
  'SMS_GATEWAY_KEY',
  'LIVE_FANOUT_URL',
])

export type Env = {
  port: number
  host: string
  databaseUrl: string | undefined
  dataDir: string
  mediaDir: string
  nodeEnv: 'development' | 'production' | 'test'
  /** Unset: mail only goes to the outbox table (docs/decisions/009-mail.md). */
  smtpUrl: string | undefined
  mailFrom: string | undefined
  /** Unset: generated once and kept in the database. */
  mailTokenSecret: string | undefined
  /** Unset: POST /api/mail-events.php answers 404. */
  mailWebhookSecret: string | undefined
  /** Whether GET /dev/mail is served: only with DEV_MAILBOX=1 and without SMTP_URL. */
  devMailbox: boolean
  /**
   * Set: the live streams' notices travel over this Redis (decision 083); unset: PostgreSQL's
   * LISTEN/NOTIFY. Needs DATABASE_URL.
   */
  liveFanoutUrl: string | undefined
  /** Hot reads kept in process until a write (decisions 039, 041); READ_CACHE=off: none. */
  readCache: boolean
  /** When the erasure job runs (UTC); unset: hourly at minute 17. */
  erasureCron: string | undefined
  /** Push endpoints allowed besides the browser vendors' push services (decision 030). */
  pushEndpointOrigins: string[]
  /** Set: chat gifs come from the hosted gif api (decision 017); unset: the bundled stickers. */
  gifApiKey: string | undefined
  gifApiUrl: string
  /** Unset: the embedded sandbox provider takes the payments (decision 018). */
  mollieApiKey: string | undefined
  /** Another Mollie API root (a local fake); unset: Mollie's own. */
  mollieApiEndpoint: string | undefined
  /** Set with its key: SMS leave through this HTTP gateway (decision 034); unset: outbox only. */
  smsGateway: { url: string; apiKey: string } | undefined
  /** The brands' public origins, where mailed links point (decision 012). */
  publicOrigins: string[]
  /** Where the back office lives: staff invitations link there (decision 055). */
  backofficeUrl: string
  /** Hops whose X-Forwarded-For entry is believed (decision 013). */
  trustedProxies: TrustedProxies
}

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Reads and checks the api's environment; throws an EnvError naming every bad variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(
    Object.keys(envSchema.entries)
      .filter((name) => source[name] !== undefined && source[name] !== '')
      .map((name) => [name, source[name]]),
  )
  const result = v.safeParse(envSchema, present)
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const name = v.getDotPath(issue) ?? '(environment)'
      const shown = secretNames.has(name) ? '(hidden)' : JSON.stringify(present[name] ?? '')
      return `  ${name}=${shown}: ${issue.message}`
    })
    throw new EnvError(`Invalid environment for the api:\n${problems.join('\n')}`)
  }
  const env = result.output
  if ((env.SMS_GATEWAY_URL === undefined) !== (env.SMS_GATEWAY_KEY === undefined)) {
    throw new EnvError(
      'Invalid environment for the api:\n  SMS_GATEWAY_URL and SMS_GATEWAY_KEY: set both or neither',
    )
  }
  if (env.LIVE_FANOUT_URL !== undefined && env.DATABASE_URL === undefined) {
    throw new EnvError(
      'Invalid environment for the api:\n  LIVE_FANOUT_URL: needs DATABASE_URL (PGlite is one process, its streams need no fan-out)',
    )
  }
  const dataDir = resolve(env.DATA_DIR ?? resolve(repoRoot, '.data'))
  return {
    port: env.API_PORT,
    host: env.API_HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    mediaDir: resolve(env.MEDIA_DIR ?? resolve(dataDir, 'media')),
    nodeEnv: env.NODE_ENV,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailTokenSecret: env.MAIL_TOKEN_SECRET,
    mailWebhookSecret: env.MAIL_WEBHOOK_SECRET,
    devMailbox: env.SMTP_URL === undefined && env.DEV_MAILBOX === '1',
    liveFanoutUrl: env.LIVE_FANOUT_URL,
    readCache: env.READ_CACHE !== 'off',
    erasureCron: env.ERASURE_CRON,
    pushEndpointOrigins: env.PUSH_ENDPOINT_ORIGINS?.split(',') ?? [],
    gifApiKey: env.GIF_API_KEY,
    gifApiUrl: env.GIF_API_URL ?? 'https://api.giphy.com',
    mollieApiKey: env.MOLLIE_API_KEY,
    mollieApiEndpoint: env.MOLLIE_API_ENDPOINT,
    smsGateway:
      env.SMS_GATEWAY_URL && env.SMS_GATEWAY_KEY
        ? { url: env.SMS_GATEWAY_URL, apiKey: env.SMS_GATEWAY_KEY }
        : undefined,
    publicOrigins: parsePublicOrigins(env.PUBLIC_ORIGINS),
    backofficeUrl: new URL(env.BACKOFFICE_URL ?? 'http://localhost:3003').origin,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
  }
}

/** Parses PUBLIC_ORIGINS (`http://localhost:3000,http://de.localhost:3000`) into origins. */
function parsePublicOrigins(value: string | undefined): string[] {
  if (!value) return []
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => new URL(entry).origin)
}

function readsAsTrustedProxies(value: string): boolean {
  try {
    parseTrustedProxies(value)
    return true
  } catch {
    return false
  }
}
