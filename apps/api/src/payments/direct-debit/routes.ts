import {
  directDebitCodeSchema,
  directDebitMandateSchema,
  maskPhone,
} from '@dating/domain/direct-debit'
import { maskIban } from '@dating/domain/iban'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context.ts'
import { requireSession } from '../../http/guards.ts'
import { readJsonBody } from '../../http/input.ts'
import { announceBalance, holderAsReported, loadBuyer } from '../buyer.ts'
import { mailPurchaseConfirmation } from '../purchase-mail.ts'
import { paymentView } from '../views.ts'
import { sendDirectDebitCode } from './codes.ts'
import { signMandate } from './mandate.ts'

/**
 * SEPA direct debit (SPEC §3, §5, §8; decision 034): the SMS code, then the mandate, which
 * pays for the package at once.
 */
export const directDebitRoutes = new Hono<AppEnv>()
  .post('/api/directdebit-code.php', async (c) => {
    const current = requireSession(c)
    const { phone } = await readJsonBody(c, directDebitCodeSchema)
    const { deps, site, t } = c.var
    const { expires } = await sendDirectDebitCode(deps.db, deps.sms, {
      siteId: site.id,
      userId: current.userId,
      phone,
      now: deps.now(),
      from: site.mailName || site.name,
      text: (code) => t('directDebit.sms', { code, brand: site.mailName || site.name }),
    })
    return c.json({ sent_to: maskPhone(phone), expires: expires.toISOString() })
  })
  .post('/api/directdebit.php', async (c) => {
    const buyer = await loadBuyer(c)
    const form = await readJsonBody(c, directDebitMandateSchema)
    const { deps, site } = c.var
    const { payment, mandate, booked } = await signMandate(
      deps.db,
      site,
      buyer,
      form,
      deps.now(),
      holderAsReported(c),
    )
    if (booked) {
      await announceBalance(c, buyer.userId)
      await mailPurchaseConfirmation(c, payment)
    }
    return c.json({
      payment: paymentView(payment),
      mandate: { reference: mandate.reference, iban: maskIban(mandate.iban) },
    })
  })
