import { discountCodeQuerySchema } from '@dating/domain/discount-codes'
import { Hono } from 'hono'
import { discountCodeView, findDiscountCode } from '../accounts/retention-offer.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { requireSession } from '../http/guards.ts'
import { readQuery } from '../http/input.ts'
import { loadBuyer } from './buyer.ts'
import { usableCodesOf, welcomeCode } from './discounts.ts'

/**
 * Discount codes at checkout (SPEC §3): the codes the member may choose from
 * (GET /api/discountcodes.php) and reading one code (GET /api/discountcode.php).
 */
export const discountCodeRoutes = new Hono<AppEnv>()
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
