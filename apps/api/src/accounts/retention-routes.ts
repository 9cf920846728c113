import { startDeletionFlowSchema } from '@dating/domain/account'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readJsonBody } from '../http/input.ts'
import { requireCurrentPassword } from './current-password.ts'
import { claimRetentionOffer, discountCodeView, startDeletionFlow } from './retention-offer.ts'

/** The retention offer takes no input; the percentage is the brand's. */
const retentionOfferBodySchema = v.strictObject({})

/**
 * The start of the deletion flow, with the password (POST /api/deletion-flow.php), and its
 * retention offer, a discount code that asks the member to stay (POST /api/retention-offer.php,
 * SPEC §3).
 */
export const retentionRoutes = new Hono<AppEnv>()
  .post('/api/retention-offer.php', async (c) => {
    const current = requireSession(c)
    await readJsonBody(c, retentionOfferBodySchema)
    const { db, now } = c.var.deps
    const at = now()
    const claim = await claimRetentionOffer(db, {
      siteId: c.var.site.id,
      userId: current.userId,
      percentage: c.var.site.deleteDiscount,
      now: at,
    })
    if (claim.kind === 'refused') {
      throw new ApiError(claim.reason === 'no_offer' ? 'not_found' : claim.reason)
    }
    return c.json({ discount: discountCodeView(claim.code, at) })
  })
  .post('/api/deletion-flow.php', async (c) => {
    const current = requireSession(c)
    const { reason, password } = await readJsonBody(c, startDeletionFlowSchema)
    // The flow unlocks the retention offer: a session alone (a borrowed phone) is not enough.
    await requireCurrentPassword(c, current.userId, password)
    await startDeletionFlow(c.var.deps.db, {
      userId: current.userId,
      reason,
      now: c.var.deps.now(),
    })
    return c.json({ ok: true as const })
  })
