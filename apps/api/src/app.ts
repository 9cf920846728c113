import { photoMaxBytes } from '@dating/domain/own-profile'
import { translatorFor } from '@dating/i18n/translate'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { findSessionWithUser } from './accounts/session-user.ts'
import { createSiteResolver } from './brand/sites.ts'
import type { AppDeps, AppEnv } from './http/context.ts'
import { loopbackProxies } from '@dating/domain/trusted-proxies'
import { ApiError, type ErrorCode, messageIdFor } from './http/errors.ts'
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from './db/unavailable.ts'
import { createMailService } from './mail/service.ts'
import {
  brand,
  locale,
  originCheck,
  requestDefaults,
  requestLog,
  session,
} from './http/middleware.ts'
import { accountDeletionRoutes } from './accounts/deletion-routes.ts'
import { accountExportRoutes } from './accounts/export-routes.ts'
import { catalogueRoutes } from './brand/catalogue-routes.ts'
import { chatRoutes } from './chat/routes.ts'
import { conversationRemovalRoutes } from './chat/conversation-removal.ts'
import { chatsRoutes } from './chat/list-routes.ts'
import { gifRoutes } from './gifs/routes.ts'
import { bundledStickers } from './gifs/stickers.ts'
import { liveRoutes } from './live/routes.ts'
import { visitorReadCap } from './http/visitor-reads.ts'
import { retentionRoutes } from './accounts/retention-routes.ts'
import { discountCodeRoutes } from './payments/discount-code-routes.ts'
import { healthRoutes } from './http/health.ts'
import { jobsDevRoutes } from './jobs/dev-routes.ts'
import { autoLikeRoutes } from './likes/auto-like-routes.ts'
import { likeRoutes } from './likes/like-routes.ts'
import { likesRoutes } from './likes/routes.ts'
import { mailChangeRoutes } from './accounts/mail-change-routes.ts'
import { matchFinderRoutes } from './likes/match-finder-routes.ts'
import { mailRoutes, mailServiceRoutes } from './mail/routes.ts'
import { mediaRoutes } from './media/routes.ts'
import { locationRoutes } from './location/routes.ts'
import { moderationBackofficeRoutes } from './moderation/backoffice-routes.ts'
import { moderationRoutes } from './moderation/routes.ts'
import { staffMediaRoutes } from './moderation/staff-media.ts'
import { staffRoutes } from './staff/routes.ts'
import { pageHiddenRoutes } from './landers/page-hidden.ts'
import { notificationRoutes } from './notifications/routes.ts'
import { ownProfileRoutes } from './profiles/own-profile-routes.ts'
import { directDebitRoutes } from './payments/direct-debit/routes.ts'
import { paymentRoutes } from './payments/routes.ts'
import { createSandboxProvider } from './payments/sandbox-provider.ts'
import { sandboxCheckoutRoutes } from './payments/sandbox-routes.ts'
import { passwordRoutes } from './accounts/password-routes.ts'
import { passwordResetRoutes } from './accounts/password-reset-routes.ts'
import { photoRoutes } from './photos/routes.ts'
import { chatPhotoRoutes } from './chat/photo-routes.ts'
import { safetyRoutes } from './moderation/safety-routes.ts'
import { complaintRoutes } from './moderation/complaint-routes.ts'
import { membersRoutes } from './search/routes.ts'
import { profileRoutes } from './profiles/routes.ts'
import { settingsRoutes } from './brand/settings-routes.ts'
import { signupRoutes } from './accounts/signup-routes.ts'
import { publishBalance } from './live/balance.ts'
import { smsDevRoutes } from './sms/routes.ts'
import { createOutboxSms } from './sms/sender.ts'
import { swipeGameRoutes } from './likes/swipe-game-routes.ts'
import { userRoutes } from './accounts/user-routes.ts'

export const maxBodyBytes = 64 * 1024

/** The api as a Hono app (no listening: src/main.ts and the tests serve it). */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const resolved: Required<AppDeps> = {
    log: (line) => console.log(line),
    siteCacheMs: deps.siteChanges ? 600_000 : 5_000,
    siteChanges: null,
    now: () => new Date(),
    jobs: null,
    devPages: false,
    pushEndpointOrigins: [],
    publicOrigins: [],
    backofficeUrl: 'http://localhost:3003',
    trustedProxies: loopbackProxies,
    deliverNotificationsSoon: () => {},
    live: null,
    drain: null,
    gifs: bundledStickers,
    creditsChanged: (profileId) => {
      publishBalance(deps.db, profileId).catch((error) => console.error('balance event:', error))
    },
    ...deps,
    paymentProvider: deps.paymentProvider ?? createSandboxProvider(deps.db),
    mail: deps.mail ?? createMailService({ db: deps.db }),
    sms: deps.sms ?? createOutboxSms(deps.db),
  }
  const app = new Hono<AppEnv>()

  app.use(requestLog(resolved.log))
  app.use(requestDefaults(resolved))
  if (resolved.drain) app.use(resolved.drain.middleware)
  // Before the brand: health answers even when no brand exists yet.
  app.route('/', healthRoutes)
  app.route('/', mailServiceRoutes)
  app.route('/', jobsDevRoutes)
  app.route('/', smsDevRoutes)
  const resolveSite = createSiteResolver(resolved.db, resolved.siteCacheMs, resolved.now)
  resolved.siteChanges?.subscribe(resolveSite.forget)
  app.use(brand(resolveSite))
  app.use(session(findSessionWithUser))
  app.use(locale())
  app.use(originCheck())
  const tooLarge = () => {
    throw new ApiError('payload_too_large')
  }
  const jsonBodyLimit = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge })
  // A photo upload's file plus the multipart framing around it.
  const uploadPaths = new Set(['/api/photo.php', '/api/chat-photo.php'])
  const photoBodyLimit = bodyLimit({ maxSize: photoMaxBytes + 64 * 1024, onError: tooLarge })
  // Reading a GET's body would build a whole fetch Request for nothing on every page's calls.
  app.use((c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    return c.req.method === 'POST' && uploadPaths.has(c.req.path)
      ? photoBodyLimit(c, next)
      : jsonBodyLimit(c, next)
  })

  app.route('/', settingsRoutes)
  // Before userRoutes: it takes POST /api/user.php?push=1 and passes the login on.
  app.route('/', notificationRoutes)
  app.route('/', userRoutes)
  app.route('/', locationRoutes)
  app.route('/', passwordResetRoutes)
  app.route('/', passwordRoutes)
  app.route('/', mailChangeRoutes)
  app.route('/', accountDeletionRoutes)
  app.route('/', accountExportRoutes)
  app.route('/', retentionRoutes)
  app.route('/', discountCodeRoutes)
  app.route('/', signupRoutes)
  app.route('/', catalogueRoutes)
  const visitorReads = visitorReadCap()
  app.use('/api/members.php', visitorReads)
  app.use('/api/profile.php', visitorReads)
  app.route('/', membersRoutes)
  app.route('/', profileRoutes)
  app.route('/', chatsRoutes)
  app.route('/', chatRoutes)
  app.route('/', conversationRemovalRoutes)
  app.route('/', chatPhotoRoutes)
  app.route('/', liveRoutes)
  app.route('/', gifRoutes)
  app.route('/', likesRoutes)
  app.route('/', likeRoutes)
  app.route('/', autoLikeRoutes)
  app.route('/', swipeGameRoutes)
  app.route('/', pageHiddenRoutes)
  app.route('/', matchFinderRoutes)
  app.route('/', ownProfileRoutes)
  app.route('/', photoRoutes)
  app.route('/', safetyRoutes)
  app.route('/', complaintRoutes)
  app.route('/', moderationRoutes)
  app.route('/', moderationBackofficeRoutes)
  app.route('/', staffMediaRoutes)
  app.route('/', staffRoutes)
  app.route('/', mediaRoutes)
  app.route('/', mailRoutes)
  app.route('/', paymentRoutes)
  app.route('/', directDebitRoutes)
  // The sandbox calls the webhook through the app itself, as a provider would over HTTP.
  app.route(
    '/',
    sandboxCheckoutRoutes(async (url, body) => {
      const target = new URL(url)
      await app.request(target.pathname, {
        method: 'POST',
        body,
        headers: {
          'x-forwarded-host': target.host,
          'x-forwarded-proto': target.protocol.slice(0, -1),
        },
      })
    }),
  )

  app.notFound((c) => errorResponse(c.var.t, 'not_found', 404))
  app.onError((error, c) => {
    const t = c.var.t ?? translatorFor('en')
    if (error instanceof ApiError) {
      const response = errorResponse(t, error.code, error.status, error.values, error.details)
      // The body was refused unread: a client that kept the connection would send its next
      // request behind the rest of it (the site's proxy answered 502 to the next one).
      if (error.code === 'payload_too_large') response.headers.set('connection', 'close')
      const retryAfter = error.details?.retry_after
      if (typeof retryAfter === 'number') response.headers.set('retry-after', String(retryAfter))
      return response
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code: ErrorCode = error.status === 413 ? 'payload_too_large' : 'bad_request'
      return errorResponse(t, code, error.status)
    }
    if (isDatabaseUnavailable(error)) {
      console.error(`${c.req.method} ${c.req.path}: database unavailable: ${error.message}`)
      const response = errorResponse(t, 'service_unavailable', 503)
      response.headers.set('retry-after', String(databaseRetryAfterSeconds))
      return response
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error)
    return errorResponse(t, 'internal_error', 500)
  })
  return app
}

function errorResponse(
  t: AppEnv['Variables']['t'],
  code: ErrorCode,
  status: number,
  values?: Record<string, string | number>,
  details?: Record<string, unknown>,
): Response {
  return Response.json(
    { ...details, error: code, message: t(messageIdFor(code), values) },
    { status },
  )
}
