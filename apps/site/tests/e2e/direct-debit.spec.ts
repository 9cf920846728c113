import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { checkA11y, gotoHydrated, mainNavigation, signUpFresh } from './helpers.ts'

// SEPA direct debit and the discount code selector, on the phone project (375 px): a fresh
// member in the Netherlands (direct debit and euros there) buys with a code, confirms with the
// SMS code read from the api's dev SMS outbox, and cannot use the same code twice.

const apiUrl = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4512}`

/** The newest SMS code sent to `phone`, from the dev SMS outbox (decision 034). */
async function latestSmsCode(phone: string): Promise<string> {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${apiUrl}/dev/sms?to=${encodeURIComponent(phone)}`, {
          headers: { accept: 'application/json' },
        })
        const [newest] = (await response.json()) as Array<{ text: string }>
        code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1]
        return code !== undefined
      },
      { message: `an SMS code to ${phone}`, timeout: 15_000 },
    )
    .toBe(true)
  return code as string
}

/**
 * A valid Dutch IBAN of this run's own, as the form shows it (`NLkk ABNA 0123 4567 89`): a
 * stranger's IBAN is limited across members (decision 047), so a retry must not reuse one.
 */
function freshIban(): string {
  const body = `ABNA${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`
  let remainder = 0
  for (const character of `${body}NL00`) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  const iban = `NL${String(98 - remainder).padStart(2, '0')}${body}`
  return iban.replace(/(.{4})(?=.)/g, '$1 ')
}

/** The same IBAN with its last digit changed: its checksum no longer holds. */
function brokenIban(iban: string): string {
  const last = Number(iban.at(-1))
  return `${iban.slice(0, -1)}${(last + 1) % 10}`
}

async function applyCode(page: Page, choice: string | RegExp, typed?: string) {
  if (typed) await page.getByRole('textbox', { name: 'Your code' }).fill(typed)
  else await page.getByRole('radio', { name: choice }).check()
  await page.getByRole('button', { name: 'Apply' }).click()
}

test('a member pays by SEPA direct debit with a discount code, once', async ({ page }) => {
  test.slow()
  const { password } = await signUpFresh(page, 'debtor')
  // Amsterdam: the api sets the profile's country (NL) from the position.
  const moved = await page.request.put('/api/location.php', { data: { lat: 52.37, lon: 4.89 } })
  expect(moved.status()).toBe(200)
  // The deletion flow's retention offer: a once-only code of the brand's 50 %, given only
  // inside a deletion flow the member started with their password.
  const flow = await page.request.post('/api/deletion-flow.php', {
    data: { reason: 'too_expensive', password },
  })
  expect(flow.status()).toBe(200)
  const offer = await page.request.post('/api/retention-offer.php', { data: {} })
  const stay = ((await offer.json()) as { discount: { code: string } }).discount.code

  await gotoHydrated(page, '/credits/p20')
  const total = page.locator('[data-price-total]')
  // The welcome code is chosen at first and priced by the api.
  await expect(page.getByRole('radio', { name: 'TIMEBONUS25: 25% off' })).toBeChecked()
  await expect(total).toHaveText('€11.24')
  await applyCode(page, 'Another code', 'NOPE-1234')
  await expect(page.getByText('Code not found')).toBeVisible()
  await expect(total).toHaveText('€11.24')
  await applyCode(page, `${stay}: 50% off`)
  await expect(total).toHaveText('€7.50')
  await expect(page.getByText(`Discount ${stay} (50%)`)).toBeVisible()

  await page.getByRole('radio', { name: 'SEPA Direct Debit' }).check()
  await page.getByRole('button', { name: 'Buy now' }).click()
  await expect(page).toHaveURL(/\/directdebit\?package=p20&discount_code=STAY-/)
  await expect(page.getByRole('heading', { name: 'Pay by SEPA direct debit' })).toBeVisible()
  await expect(total).toHaveText('€7.50')

  // Every missing field at once, focus on the first.
  await page.getByRole('button', { name: 'Pay by direct debit' }).click()
  await expect(page.getByLabel('Account holder')).toBeFocused()
  for (const label of ['Account holder', 'IBAN', 'Street', 'City', 'Code from the SMS'])
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true')
  for (const box of [/I authorise/, /I want the credits right away/])
    await expect(page.getByRole('checkbox', { name: box })).toHaveAttribute('aria-invalid', 'true')

  const phone = `+316${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
  const iban = freshIban()
  await page.getByLabel('Account holder').fill('Anna de Vries')
  await page.getByLabel('IBAN').fill(brokenIban(iban))
  await page.getByLabel('Street').fill('Keizersgracht')
  await page.getByLabel('House number').fill('12')
  await page.getByLabel('Postcode').fill('1015 CS')
  await page.getByLabel('City').fill('Amsterdam')
  await page.getByLabel('Mobile phone number').fill(phone)
  await page.getByRole('button', { name: 'Send code by SMS' }).click()
  await expect(page.getByText(/We sent a code to \+316\*+\d{4}/)).toBeVisible({ timeout: 30_000 })
  const code = await latestSmsCode(phone)
  await checkA11y(page)

  // The IBAN's checksum is wrong; then a wrong code; then no authorisation.
  await page.getByLabel('Code from the SMS').fill(code)
  await page.getByRole('checkbox', { name: /I authorise/ }).check()
  await page.getByRole('checkbox', { name: /I want the credits right away/ }).check()
  await page.getByRole('button', { name: 'Pay by direct debit' }).click()
  await expect(page.getByText('Please enter a valid IBAN.')).toBeVisible()
  await page.getByLabel('IBAN').fill(iban)
  await page.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Pay by direct debit' }).click()
  await expect(page.getByText('Code invalid')).toBeVisible()
  await page.getByLabel('Code from the SMS').fill(code)
  await page.getByRole('checkbox', { name: /I authorise/ }).uncheck()
  await page.getByRole('button', { name: 'Pay by direct debit' }).click()
  await expect(page.getByText('Please authorise the direct debit.')).toBeVisible()
  await page.getByRole('checkbox', { name: /I authorise/ }).check()
  await page.getByRole('button', { name: 'Pay by direct debit' }).click()

  // The payment machine's status page: completed at once, credits and premium in the header.
  await expect(page).toHaveURL(/\/credits\/p20\/directdebit\?payment_id=pay_/, { timeout: 30_000 })
  await expect(page.getByText('20 credits were added for €7.50')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Premium' })).toHaveCount(0)
  await expect(mainNavigation(page).getByRole('link', { name: /Credits/ })).toHaveAttribute(
    'href',
    '/credits/repeat-order',
  )

  // The once-only code is spent.
  await gotoHydrated(page, '/credits/p20')
  await applyCode(page, 'Another code', stay)
  await expect(page.getByText('Code already used')).toBeVisible()
})
