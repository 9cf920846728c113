import type { Context } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { siteOrigin } from '../brand/public-origin.ts'
import { type MemberEvent, notifyMember, withdrawNotifications } from './notify.ts'

/**
 * notifyMember from a request handler, after the event was stored: links point at the brand's
 * site as this request reached it. A failure to queue is logged, never the caller's failure.
 */
export async function notifyFromRequest(
  c: Context<AppEnv>,
  to: number,
  event: MemberEvent,
): Promise<void> {
  try {
    const queued = await notifyMember(c.var.deps.db, to, event, {
      origin: siteOrigin(c),
      now: c.var.deps.now(),
    })
    if (queued.pushes > 0) c.var.deps.deliverNotificationsSoon()
  } catch (error) {
    console.error(`notifying profile ${to} of a ${event.kind} failed:`, error)
  }
}

/** A new like tells the liked member: a like, or a match when they liked the member already. */
export function notifyNewLike(
  c: Context<AppEnv>,
  like: { from: number; to: number; match: boolean; created: boolean },
): Promise<void> {
  if (!like.created) return Promise.resolve()
  return notifyFromRequest(c, like.to, { kind: like.match ? 'match' : 'like', from: like.from })
}

/** An unlike takes back the news of the like that was not sent yet. */
export function withdrawLikeNews(
  c: Context<AppEnv>,
  pair: { from: number; to: number },
): Promise<void> {
  return withdrawNotifications(c.var.deps.db, pair, c.var.deps.now())
}

declare module '../http/context.ts' {
  interface AppDeps {
    /** Asks for a delivery run now, after pushes were queued (default: nothing; tests deliver). */
    deliverNotificationsSoon?: () => void
  }
}
