import { serve } from '@hono/node-server'
import { erasureJob } from './accounts/erasure.ts'
import { createApp } from './app.ts'
import { listenForSiteChanges } from './brand/site-changes.ts'
import { createMollieProvider } from './payments/mollie-provider.ts'
import { paymentWebhookPath } from './payments/routes.ts'
import { paymentWebhookRetryJob, type WebhookReplay } from './payments/webhook-retry.ts'
import { prepareDummyHash } from './auth/passwords.ts'
import { webhookReplayHeader } from './http/request.ts'
import { openConfiguredDatabase } from './db/open.ts'
import { PgliteBusyError } from './db/pglite-lock.ts'
import { EnvError, readEnv } from './env.ts'
import { startJobQueue } from './jobs/queue.ts'
import { restrictionExpiryJob } from './moderation/expiry.ts'
import { mailDeliveryJob, mailDeliveryJobName, type PermanentRefusal } from './mail/delivery.ts'
import { createOutboxMailer } from './mail/mailer.ts'
import { createMailService, mailTokenSecretName } from './mail/service.ts'
import { ensureServerSecret } from './mail/secrets.ts'
import { createSmtpMailer } from './mail/smtp-mailer.ts'
import { ensureGiftImages } from './gifs/gifts.ts'
import { hostedGifs } from './gifs/hosted.ts'
import { bundledStickers } from './gifs/stickers.ts'
import { startLiveHub } from './live/hub.ts'
import { liveEventsPruneJob } from './live/prune.ts'
import { liveChannel } from './live/publish.ts'
import { fanoutNamespace, redisListen, startFanoutRelay } from './live/redis-fanout.ts'
import { createFsMediaStore } from './media/fs-store.ts'
import { notificationDeliveryJob, notificationDeliveryJobName } from './notifications/scheduler.ts'
import { ensurePushKeys } from './push/keys.ts'
import { createGatewaySms, createOutboxSms } from './sms/sender.ts'
import { createDrain } from './http/drain.ts'
import { keepIdleConnections } from './http/keep-alive.ts'
import { batchedLines } from './http/log-lines.ts'

/** How long a SIGTERM waits for the requests under way before the process leaves. */
const drainDeadlineMs = 10_000

async function main(): Promise<void> {
  const env = readEnv()
  // One process per PGlite folder (the erase-deleted and jobs commands wait for the api).
  const database = await openConfiguredDatabase(env, 'api')
  await ensurePushKeys(database.db)
  await prepareDummyHash()
  // The queue starts after the mail service; until then a written mail waits for the cron run.
  let askForDelivery = () => {}
  let fileDeadLetter = async (_: PermanentRefusal): Promise<void> => {}
  const mail = createMailService({
    db: database.db,
    mailer: env.smtpUrl ? createSmtpMailer(env.smtpUrl) : createOutboxMailer(),
    deliverSoon: () => askForDelivery(),
    refusedForGood: (refusal) => fileDeadLetter(refusal),
    from: env.mailFrom,
    tokenSecret:
      env.mailTokenSecret ?? (await ensureServerSecret(database.db, mailTokenSecretName)),
    webhookSecret: env.mailWebhookSecret,
    devMailbox: env.devMailbox,
  })
  const media = createFsMediaStore(env.mediaDir)
  // The seed renders them; a database that was never seeded (a new brand's) gets them here.
  await ensureGiftImages(media)
  // The app handles the replays of payment webhooks; it is built after the queue.
  let replayWebhook = async (_: WebhookReplay): Promise<number> => 503
  // Every background and scheduled job of the api, one line each (src/jobs/README.md).
  const jobs = await database.exclusive('job-queue-setup', () =>
    startJobQueue({
      execute: database.executeOnQueueTables,
      jobs: [
        erasureJob(database.db, media, { cron: env.erasureCron }),
        notificationDeliveryJob(database.db, mail, {
          pushEndpointOrigins: env.pushEndpointOrigins,
        }),
        liveEventsPruneJob(database.db),
        restrictionExpiryJob(database.db),
        mailDeliveryJob(() => mail.deliverPending()),
        paymentWebhookRetryJob((replay) => replayWebhook(replay)),
      ],
    }),
  )
  fileDeadLetter = (refusal) =>
    jobs.bury(
      mailDeliveryJobName,
      { ...refusal },
      `mail ${refusal.outboxId} refused: ${refusal.error}`,
    )
  askForDelivery = () => {
    jobs.enqueue(mailDeliveryJobName).catch((error: unknown) => {
      console.error('mail delivery: could not be enqueued', error)
    })
  }
  // Decision 083: with LIVE_FANOUT_URL the notices reach the hub over Redis, relayed there by
  // one api process; the events are stored and announced in PostgreSQL either way.
  const fanout =
    env.liveFanoutUrl && env.databaseUrl
      ? {
          relay: await startFanoutRelay({
            databaseUrl: env.databaseUrl,
            redisUrl: env.liveFanoutUrl,
            channel: liveChannel,
          }),
          subscriber: await redisListen(env.liveFanoutUrl, fanoutNamespace(env.databaseUrl)),
        }
      : null
  const live = await startLiveHub(
    fanout ? { db: database.db, listen: fanout.subscriber.listen } : database,
  )
  const siteChanges = await listenForSiteChanges(database)
  const drain = createDrain()
  drain.onStart(() => live.endStreams())
  const app = createApp({
    drain,
    log: batchedLines(),
    live,
    siteChanges,
    gifs: env.gifApiKey
      ? hostedGifs({ baseUrl: env.gifApiUrl, apiKey: env.gifApiKey })
      : bundledStickers,
    db: database.db,
    media,
    mail,
    jobs,
    devPages: env.devMailbox,
    sms: env.smsGateway
      ? createGatewaySms(database.db, env.smsGateway)
      : createOutboxSms(database.db),
    pushEndpointOrigins: env.pushEndpointOrigins,
    ...(env.mollieApiKey
      ? {
          paymentProvider: createMollieProvider({
            apiKey: env.mollieApiKey,
            apiEndpoint: env.mollieApiEndpoint,
          }),
        }
      : {}),
    publicOrigins: env.publicOrigins,
    backofficeUrl: env.backofficeUrl,
    trustedProxies: env.trustedProxies,
    deliverNotificationsSoon: () => {
      jobs.enqueue(notificationDeliveryJobName).catch((error: unknown) => {
        console.error('notification delivery: could not be enqueued', error)
      })
    },
  })

  replayWebhook = async ({ id, host, proto }) => {
    const response = await app.request(paymentWebhookPath, {
      method: 'POST',
      body: new URLSearchParams({ id }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-host': host,
        'x-forwarded-proto': proto,
        [webhookReplayHeader]: '1',
      },
    })
    return response.status
  }

  const server = serve({ fetch: app.fetch, hostname: env.host, port: env.port }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address
    console.log(
      `api listening on http://${host}:${info.port} (${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.dataDir}/pglite`}, media in ${env.mediaDir}, mail ${env.smtpUrl ? 'over SMTP' : 'to the outbox'}, live fan-out ${fanout ? 'over Redis' : 'by LISTEN/NOTIFY'}, payments ${env.mollieApiKey ? 'through Mollie' : 'through the sandbox provider (test checkout, no money moves)'}${env.devMailbox ? `, dev mailbox at http://${host}:${info.port}/dev/mail` : ''}${env.devMailbox && !env.smsGateway ? `, dev SMS outbox at http://${host}:${info.port}/dev/sms` : ''})`,
    )
  })

  keepIdleConnections(server)

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`api: ${signal}, finishing the requests under way`)
    // Requests under way get drainDeadlineMs to answer; new ones are refused with 503 meanwhile.
    // A job still running after 3 s is failed and retried later (every job is idempotent).
    const closed = Promise.all([
      drain.start(server, drainDeadlineMs).then((finished) => {
        if (!finished) console.error('api: requests still under way at the deadline')
      }),
      jobs.stop(3_000),
    ])
    closed
      .then(() => Promise.all([live.stop(), siteChanges.stop()]))
      .then(() => Promise.all([fanout?.relay.stop(), fanout?.subscriber.close()]))
      .then(() => Promise.all([mail.close(), database.close()]))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('api: closing the database failed', error)
          process.exit(1)
        },
      )
    setTimeout(() => process.exit(1), drainDeadlineMs + 5_000).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  const known = error instanceof EnvError || error instanceof PgliteBusyError
  console.error(known ? error.message : error)
  process.exit(1)
})
