import type { User } from '@dating/domain/entities'
import type { Locale } from '@dating/domain/locales'
import type { SiteChanges } from './brand/site-changes.ts'
import type { Database } from './db/client.ts'
import type { GifProvider } from './gifs/provider.ts'
import type { JobQueue } from './jobs/queue.ts'
import type { LiveHub } from './live/hub.ts'
import type { sites } from './db/schema.ts'
import type { MailService } from './mail/service.ts'
import type { MediaStore } from './media/store.ts'
import type { PaymentProvider } from './payments/provider.ts'
import type { SmsSender } from './sms/sender.ts'
import type { TrustedProxies } from './http/client-address.ts'

export type Site = typeof sites.$inferSelect

/** The logged-in member behind the request's `sid` cookie. */
export type SessionUser = {
  tokenHash: string
  userId: number
  profileId: number
  language: Locale
  paidUser: boolean
}

export type AppDeps = {
  db: Database
  media: MediaStore
  /** Default: mail goes to the outbox table only, the dev mailbox is off (src/mail). */
  mail?: MailService
  /** One line per request; console.log when not given. */
  log?: (line: string) => void
  /**
   * How long a brand row is reused before it is read again (default 5 s, or 10 minutes when
   * siteChanges tells the app about changes).
   */
  siteCacheMs?: number
  /** Changes to brand rows (src/brand/site-changes.ts): cached rows and settings are dropped. */
  siteChanges?: SiteChanges | null
  now?: () => Date
  /** The job queue (src/jobs); the tests' apps run without one. */
  jobs?: JobQueue | null
  /** Whether GET /dev/jobs answers: main.ts follows the dev mailbox's rule (decision 025). */
  devPages?: boolean
  /**
   * Origins besides the browser vendors' push services that push subscriptions may point at
   * (PUSH_ENDPOINT_ORIGINS: a self-hosted push service, the tests' local one). Default none.
   */
  pushEndpointOrigins?: readonly string[]
  /**
   * Public origins of the brands (PUBLIC_ORIGINS), matched to a brand by host name; a brand
   * without one is `https://<domain>` (src/brand/public-origin.ts). Default none.
   */
  publicOrigins?: readonly string[]
  /** The back office's origin (BACKOFFICE_URL): staff invitations link there. */
  backofficeUrl?: string
  /**
   * Hops in front of the api whose X-Forwarded-For entries are believed (TRUSTED_PROXIES):
   * a count, or addresses. Default: loopback, the site's and the landers' servers on this machine.
   */
  trustedProxies?: TrustedProxies
  /** Asks for a delivery run now, after pushes were queued (default: nothing; tests deliver). */
  deliverNotificationsSoon?: () => void
  /** The live stream's fan-out (src/live); without it GET /api/live.php answers 503. */
  live?: LiveHub | null
  /** Gif search for the chat (default: the bundled sticker set). */
  gifs?: GifProvider
  /** Default: the embedded sandbox provider with its test checkout (decision 018). */
  paymentProvider?: PaymentProvider
  /** Default: SMS go to the sms_outbox table only (src/sms). */
  sms?: SmsSender
  /** Told the profile id whose balance changed, after the booking committed (default nothing). */
  creditsChanged?: (profileId: number) => void
}

export type AppEnv = {
  Variables: {
    deps: Required<AppDeps>
    site: Site
    session: SessionUser | null
    /** The member's User view when the session lookup brought it along (GET /api/user.php). */
    userView: User | null
    locale: Locale
    t: (id: string, values?: Record<string, string | number>) => string
  }
}
