import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EnvError, readEnv } from './env.ts'

describe('readEnv', () => {
  it('fills the defaults of the team contract', () => {
    const env = readEnv({})
    expect(env).toMatchObject({
      port: 3002,
      host: '127.0.0.1',
      databaseUrl: undefined,
      readCache: true,
    })
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
      ERASURE_CRON: '*/5 * * * *',
      READ_CACHE: 'off',
    })
    expect(env).toEqual({
      port: 4300,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/dating',
      dataDir: '/tmp/api-data',
      mediaDir: '/tmp/api-data/media',
      nodeEnv: 'production',
      smtpUrl: undefined,
      mailFrom: undefined,
      mailTokenSecret: undefined,
      mailWebhookSecret: undefined,
      devMailbox: false,
      liveFanoutUrl: undefined,
      readCache: false,
      erasureCron: '*/5 * * * *',
      pushEndpointOrigins: [],
      gifApiKey: undefined,
      gifApiUrl: 'https://api.giphy.com',
      mollieApiKey: undefined,
      mollieApiEndpoint: undefined,
      publicOrigins: [],
      backofficeUrl: 'http://localhost:3003',
      trustedProxies: { addresses: ['loopback'] },
    })
  })

  it('reads where the back office lives, for the staff invitations', () => {
    expect(readEnv({ BACKOFFICE_URL: 'https://staff.example/' }).backofficeUrl).toBe(
      'https://staff.example',
    )
    expect(() => readEnv({ BACKOFFICE_URL: 'staff.example' })).toThrow(/BACKOFFICE_URL/)
  })

  it('takes a Mollie key and hides a bad one in the error', () => {
    const key = 'test_abcdefghijklmnopqrstuvwxyz12'
    expect(readEnv({ MOLLIE_API_KEY: key }).mollieApiKey).toBe(key)
    expect(() => readEnv({ MOLLIE_API_KEY: 'sk_secret_value' })).toThrow(
      /MOLLIE_API_KEY=\(hidden\): must be a Mollie key/,
    )
  })

  it('reads the public origins and the trusted proxies', () => {
    const env = readEnv({
      PUBLIC_ORIGINS: 'http://localhost:3000,https://de.example/',
      TRUSTED_PROXIES: '2',
    })
    expect(env.publicOrigins).toEqual(['http://localhost:3000', 'https://de.example'])
    expect(env.trustedProxies).toEqual({ hops: 2 })
    expect(() => readEnv({ PUBLIC_ORIGINS: 'localhost:3000' })).toThrow(/PUBLIC_ORIGINS/)
    expect(() => readEnv({ TRUSTED_PROXIES: '10.0.0.0/8; rm' })).toThrow(/TRUSTED_PROXIES/)
  })

  it('reads the push endpoint origins and refuses anything but origins', () => {
    expect(
      readEnv({ PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:5823,https://push.example' })
        .pushEndpointOrigins,
    ).toEqual(['http://127.0.0.1:5823', 'https://push.example'])
    expect(() => readEnv({ PUSH_ENDPOINT_ORIGINS: 'http://127.0.0.1:5823/path' })).toThrow(
      /PUSH_ENDPOINT_ORIGINS/,
    )
  })

  it('reads the mail settings', () => {
    const env = readEnv({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_FROM: 'noreply@flirtwave.example',
      MAIL_TOKEN_SECRET: 'x'.repeat(32),
      MAIL_WEBHOOK_SECRET: 'y'.repeat(16),
    })
    expect(env).toMatchObject({
      smtpUrl: 'smtp://user:pass@mail.example:587',
      mailFrom: 'noreply@flirtwave.example',
      mailTokenSecret: 'x'.repeat(32),
      mailWebhookSecret: 'y'.repeat(16),
    })
    const bad = () =>
      readEnv({ SMTP_URL: 'http://x', MAIL_FROM: 'nobody', MAIL_TOKEN_SECRET: 'short' })
    expect(bad).toThrow(/SMTP_URL=\(hidden\): must be an smtp/)
    expect(bad).toThrow(/MAIL_FROM="nobody"/)
    expect(bad).toThrow(/MAIL_TOKEN_SECRET=\(hidden\)/)
    expect(bad).not.toThrow(/short/)
    expect(() => readEnv({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX/)
  })

  it('serves the dev mailbox only on request while mail stays in the outbox', () => {
    expect(readEnv({}).devMailbox).toBe(false)
    expect(readEnv({ DEV_MAILBOX: '1' }).devMailbox).toBe(true)
    expect(readEnv({ NODE_ENV: 'production' }).devMailbox).toBe(false)
    expect(readEnv({ NODE_ENV: 'production', DEV_MAILBOX: '1' }).devMailbox).toBe(true)
    expect(readEnv({ NODE_ENV: 'production', DEV_MAILBOX: '0' }).devMailbox).toBe(false)
    const withSmtp = { NODE_ENV: 'production', DEV_MAILBOX: '1', SMTP_URL: 'smtp://mail.example' }
    expect(readEnv(withSmtp).devMailbox).toBe(false)
  })

  it('fails naming every bad variable', () => {
    const bad = () =>
      readEnv({ API_PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging' })
    expect(bad).toThrow(EnvError)
    expect(bad).toThrow(/API_PORT="eighty"/)
    expect(bad).toThrow(/DATABASE_URL="mysql:\/\/x"/)
    expect(bad).toThrow(/NODE_ENV="staging"/)
    expect(() => readEnv({ API_PORT: '70000' })).toThrow(/API_PORT/)
    expect(() => readEnv({ ERASURE_CRON: 'hourly' })).toThrow(/ERASURE_CRON="hourly"/)
  })

  it('reads the live fan-out url, only beside DATABASE_URL, and never prints it', () => {
    const database = 'postgres://postgres@127.0.0.1:5432/dating'
    expect(
      readEnv({ DATABASE_URL: database, LIVE_FANOUT_URL: 'redis://127.0.0.1:6379' }).liveFanoutUrl,
    ).toBe('redis://127.0.0.1:6379')
    expect(() => readEnv({ LIVE_FANOUT_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /LIVE_FANOUT_URL: needs DATABASE_URL/,
    )
    const bad = () =>
      readEnv({ DATABASE_URL: database, LIVE_FANOUT_URL: 'nats://user:secret@127.0.0.1:4222' })
    expect(bad).toThrow(/LIVE_FANOUT_URL=\(hidden\)/)
    expect(bad).not.toThrow(/secret/)
  })
})
