import type { User } from '@dating/domain/entities'
import type { Locale } from '@dating/domain/locales'
import type { Database } from '../db/client.ts'
import type { sites } from '../db/schema.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { TrustedProxies } from '@dating/domain/trusted-proxies'

export type Site = typeof sites.$inferSelect

/** The logged-in member behind the request's `sid` cookie. */
export type SessionUser = {
  tokenHash: string
  userId: number
  profileId: number
  language: Locale
  paidUser: boolean
  /** The centre of the member's town, for distances (decision 063); null before one is known. */
  position: { lat: number; lon: number } | null
}

/**
 * What createApp is given (src/app.ts fills in the defaults). The plumbing's own needs are
 * here; each feature adds its port beside the port's type, so plumbing never names a feature:
 *
 *     declare module '../http/context.ts' {
 *       interface AppDeps { mail?: MailService }
 *     }
 */
export interface AppDeps {
  db: Database
  /** One line per request; console.log when not given. */
  log?: (line: string) => void
  /**
   * How long a brand row is reused before it is read again (default 5 s, or 10 minutes when
   * siteChanges tells the app about changes).
   */
  siteCacheMs?: number
  now?: () => Date
  /** The job queue (src/jobs); the tests' apps run without one. */
  jobs?: JobQueue | null
  /** Whether GET /dev/jobs answers: main.ts follows the dev mailbox's rule (decision 025). */
  devPages?: boolean
  /**
   * Hops in front of the api whose X-Forwarded-For entries are believed (TRUSTED_PROXIES):
   * a count, or addresses. Default: loopback, the site's and the landers' servers on this machine.
   */
  trustedProxies?: TrustedProxies
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
