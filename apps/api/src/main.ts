import { serve } from '@hono/node-server'
import { scheduleErasure } from './accounts/erasure.ts'
import { createApp } from './app.ts'
import { prepareDummyHash } from './auth/passwords.ts'
import { createDatabase } from './db/client.ts'
import { lockPgliteDir, PgliteBusyError } from './db/pglite-lock.ts'
import { EnvError, readEnv } from './env.ts'
import { createOutboxMailer } from './mail/mailer.ts'
import { createMailService, mailTokenSecretName } from './mail/service.ts'
import { ensureServerSecret } from './mail/secrets.ts'
import { createSmtpMailer } from './mail/smtp-mailer.ts'
import { createFsMediaStore } from './media/fs-store.ts'
import { scheduleNotificationDelivery } from './notifications/scheduler.ts'
import { ensurePushKeys } from './push/keys.ts'

async function main(): Promise<void> {
  const env = readEnv()
  // One process per PGlite folder (the erase-deleted command waits for the api to stop).
  if (!env.databaseUrl) lockPgliteDir(`${env.dataDir}/pglite`, 'api')
  const database = await createDatabase(
    env.databaseUrl ? { url: env.databaseUrl } : { dataDir: `${env.dataDir}/pglite` },
  )
  await ensurePushKeys(database.db)
  await prepareDummyHash()
  const mail = createMailService({
    db: database.db,
    mailer: env.smtpUrl
      ? createSmtpMailer(database.db, env.smtpUrl)
      : createOutboxMailer(database.db),
    from: env.mailFrom,
    tokenSecret:
      env.mailTokenSecret ?? (await ensureServerSecret(database.db, mailTokenSecretName)),
    webhookSecret: env.mailWebhookSecret,
    devMailbox: env.devMailbox,
  })
  const media = createFsMediaStore(env.mediaDir)
  const notifications = scheduleNotificationDelivery(database.db, mail, {
    pushEndpointOrigins: env.pushEndpointOrigins,
  })
  const app = createApp({
    db: database.db,
    media,
    mail,
    pushEndpointOrigins: env.pushEndpointOrigins,
    deliverNotificationsSoon: notifications.deliverSoon,
  })
  const stopErasure = scheduleErasure(database.db, media)

  const server = serve({ fetch: app.fetch, hostname: env.host, port: env.port }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address
    console.log(
      `api listening on http://${host}:${info.port} (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.dataDir}/pglite`}, media in ${env.mediaDir}, mail ${env.smtpUrl ? 'over SMTP' : 'to the outbox'}${env.devMailbox ? `, dev mailbox at http://${host}:${info.port}/dev/mail` : ''})`,
    )
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`api: ${signal}, shutting down`)
    stopErasure()
    notifications.stop()
    server.close(() => {
      Promise.all([mail.close(), database.close()]).then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('api: closing the database failed', error)
          process.exit(1)
        },
      )
    })
    // Keep-alive connections would hold close() open; give them a moment, then leave.
    setTimeout(() => process.exit(0), 5_000).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  const known = error instanceof EnvError || error instanceof PgliteBusyError
  console.error(known ? error.message : error)
  process.exit(1)
})
