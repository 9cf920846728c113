import { userAgent } from '../http/request.ts'
import { notificationSettingsSchema } from '@dating/domain/notification-settings'
import { pushSubscribeInputSchema, pushUnsubscribeInputSchema } from '@dating/domain/push'
import { and, desc, eq, notInArray } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../http/context.ts'
import { users } from '../db/schema.ts'
import { pushSubscriptions } from './schema.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody } from '../http/input.ts'
import { isAllowedPushEndpoint } from '../push/endpoints.ts'
import { userResponse } from '../accounts/user-routes.ts'
import { readNotificationSettings, writeNotificationSettings } from './settings.ts'

/** Browsers kept per member; the oldest subscription goes when a new one passes this. */
export const maxPushSubscriptionsPerMember = 10

export const notificationRoutes = new Hono<AppEnv>()
  .get('/api/notification-settings.php', async (c) => {
    const member = requireSession(c)
    return c.json({ settings: await readNotificationSettings(c.var.deps.db, member) })
  })
  .put('/api/notification-settings.php', async (c) => {
    const member = requireSession(c)
    const settings = await readJsonBody(c, notificationSettingsSchema)
    const { db, now } = c.var.deps
    await writeNotificationSettings(db, member, settings, now())
    return c.json({ settings: await readNotificationSettings(db, member) })
  })
  // SPEC §4: the disabled-notifications alert's way to turn email notifications back on.
  .post('/api/mail-notifications.php', async (c) => {
    const member = requireSession(c)
    await c.var.deps.db
      .update(users)
      .set({ notificationsDisabled: [] })
      .where(eq(users.id, member.userId))
    return userResponse(c, member.userId)
  })
  // SPEC §7: POST /api/user.php?push=1 stores the subscription; without `push` it is the login.
  .post('/api/user.php', async (c, next) => {
    if (c.req.query('push') === undefined) return next()
    const member = requireSession(c)
    const { subscription } = await readJsonBody(c, pushSubscribeInputSchema)
    const { db, pushEndpointOrigins } = c.var.deps
    if (!isAllowedPushEndpoint(subscription.endpoint, pushEndpointOrigins)) {
      throw new ApiError('push_endpoint_refused')
    }
    const values = {
      userId: member.userId,
      sessionTokenHash: member.tokenHash,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userAgent: userAgent(c)?.slice(0, 300) ?? null,
    }
    await db.transaction(async (tx) => {
      // An endpoint belongs to one browser: whoever is logged in there now gets its pushes.
      await tx
        .insert(pushSubscriptions)
        .values({ endpoint: subscription.endpoint, ...values })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      const kept = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, member.userId))
        .orderBy(desc(pushSubscriptions.id))
        .limit(maxPushSubscriptionsPerMember)
      await tx
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.userId, member.userId), notInArray(pushSubscriptions.id, kept)),
        )
    })
    return c.json({ ok: true })
  })
  .delete('/api/push-subscription.php', async (c) => {
    const member = requireSession(c)
    const { endpoint } = await readJsonBody(c, pushUnsubscribeInputSchema)
    await c.var.deps.db
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, member.userId), eq(pushSubscriptions.endpoint, endpoint)),
      )
    return c.json({ ok: true })
  })
