import { startDeletionFlowSchema } from '@dating/domain/account'
import { discountCodeQuerySchema } from '@dating/domain/discount-codes'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  claimRetentionOffer,
  discountCodeView,
  findDiscountCode,
  startDeletionFlow,
} from '../accounts/retention-offer.ts'
import { requireCurrentPassword } from '../auth/passwords.ts'
import type { AppEnv } from '../context.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { usableCodesOf, welcomeCode } from '../payments/discounts.ts'
import { loadBuyer } from '../payments/routes.ts'
import { readJsonBody, readQuery } from '../http/input.ts'

/** The retention offer takes no input; the percentage is the brand's. */
const retentionOfferBodySchema = v.strictObject({})

/**
 * Discount codes (SPEC §3): the start of the deletion flow, with the password
 * (POST /api/deletion-flow.php), and its retention offer (POST /api/retention-offer.php), and
 * reading a code the member may use (GET /api/discountcode.php) and the codes to choose from at
 * checkout (GET /api/discountcodes.php).
 */
export const discountCodeRoutes = new Hono<AppEnv>()
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
  .get('/api/discountcodes.php', async (c) => {
    const buyer = await loadBuyer(c)
    const { db, now } = c.var.deps
    const at = now()
    const welcome = await welcomeCode(db, buyer, at)
    const own = await usableCodesOf(db, buyer, at)
    const discounts = [
      ...(welcome?.status === 'active' ? [welcome] : []),
      ...own.map((row) => discountCodeView(row, at)),
    ]
    return c.json({ discounts })
  })
  .get('/api/discountcode.php', async (c) => {
    const current = requireSession(c)
    const query = readQuery(c, discountCodeQuerySchema)
    const { db, now } = c.var.deps
    if ('welcome' in query) {
      const welcome = await welcomeCode(db, await loadBuyer(c), now())
      if (!welcome) throw new ApiError('code_not_found')
      return c.json({ discount: welcome })
    }
    const code = await findDiscountCode(db, {
      siteId: c.var.site.id,
      userId: current.userId,
      code: query.code,
    })
    if (!code) throw new ApiError('code_not_found')
    return c.json({ discount: discountCodeView(code, now()) })
  })
