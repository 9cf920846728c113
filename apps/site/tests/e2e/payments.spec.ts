import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { checkA11y, gotoHydrated, mainNavigation, signUpFresh } from './helpers.ts'

// A freshly signed-up member (new members have the time bonus; the demo members are shared by
// other specs and must stay free or premium). The journey is long, so it runs on the desktop
// project only, to spare CI time.

async function startCheckout(page: Page, method: string) {
  await page.getByRole('link', { name: 'Buy 20 credits' }).click()
  await expect(page).toHaveURL(/\/credits\/p20$/)
  await page.getByRole('radio', { name: method }).check()
  await page.getByRole('checkbox', { name: /I want the credits right away/ }).check()
  // The order says it costs money, the prices include VAT, terms and withdrawal linked.
  const legal = page.getByText(/^All prices include VAT\./)
  await expect(legal).toBeVisible()
  await expect(legal.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    '/pages/terms',
  )
  await expect(legal.getByRole('link', { name: 'right of withdrawal' })).toHaveAttribute(
    'href',
    '/pages/return-policy',
  )
  await page.getByRole('button', { name: 'Buy now' }).click()
  await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible()
}

test('a new member buys credits through the sandbox checkout', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'one run of the journey is enough')
  await signUpFresh(page, 'buyer')
  await gotoHydrated(page, '/members')
  const banner = page.getByTestId('time-bonus-banner')
  await expect(banner).toContainText(/25% off your first credits, for 0[34]:\d\d:\d\d/)
  await expect(page.getByRole('link', { name: 'Get Premium' })).toBeVisible()

  await page.goto('/credits')
  await expect(page.getByText('Most popular')).toBeVisible()
  await expect(page.getByText('Your balance: 10 credits.')).toBeVisible()
  await checkA11y(page)

  // A missing consent: its error at the box, and focus moved there (not to the page's top).
  await page.getByRole('link', { name: 'Buy 20 credits' }).click()
  await page.getByRole('button', { name: 'Buy now' }).click()
  const consent = page.getByRole('checkbox', { name: /I want the credits right away/ })
  await expect(consent).toBeFocused()
  await expect(consent).toHaveAccessibleDescription(/.+/)
  await expect(consent).toBeInViewport()
  await page.goto('/credits')

  // A cancelled payment adds nothing and offers the other methods.
  await startCheckout(page, 'PayPal')
  await page.getByRole('button', { name: 'Cancel (cancelled)' }).click()
  await expect(page.getByText('The payment was cancelled and nothing was charged.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Credit card' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'PayPal' })).toHaveCount(0)

  // A failed card payment offers the card again or PayPal.
  await page.goto('/credits')
  await startCheckout(page, 'Credit card')
  await page.getByRole('button', { name: 'Fail the payment (failed)' }).click()
  // A first payment: no card was ever stored, and the words say so.
  await expect(page.getByText(/^Your card payment did not go through/)).toBeVisible()
  await expect(page.getByText(/stored card/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Pay with PayPal' })).toBeVisible()
  await page.getByRole('link', { name: 'Try the card again' }).click()

  // Pending, then paid: the status page follows, and credits and premium show at once.
  await expect(page).toHaveURL(/\/credits\/p20\/creditcard$/)
  await expect(page.getByRole('radio', { name: 'TIMEBONUS25: 25% off' })).toBeChecked()
  await expect(page.locator('[data-price-total]')).toHaveText('£9.74')
  await page.getByRole('checkbox', { name: /I want the credits right away/ }).check()
  await page.getByRole('button', { name: 'Buy now' }).click()
  await expect(page.getByTestId('sandbox-amount')).toContainText('£9.74')
  await page.getByRole('button', { name: 'Leave it pending (pending)' }).click()
  await expect(page.getByText('Payment pending')).toBeVisible()
  await checkA11y(page)
  await page.getByRole('link', { name: 'Back to the payment page' }).click()
  await page.getByRole('button', { name: 'Pay (paid)' }).click()
  await expect(page.getByText('20 credits were added for')).toBeVisible()
  const navigation = mainNavigation(page)
  await expect(page.getByRole('link', { name: 'Get Premium' })).toHaveCount(0)
  await expect(navigation.getByRole('link', { name: /Credits/ })).toHaveAttribute(
    'href',
    '/credits/repeat-order',
  )

  // The invoice, and the time bonus is gone for good.
  await page.getByRole('link', { name: 'Invoice' }).click()
  await expect(page.getByRole('heading', { name: /Invoice INV-/ })).toBeVisible()
  await expect(page.getByText('TIMEBONUS25')).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Of which VAT (20%)' })).toBeVisible()
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Download the invoice (PDF)' }).getAttribute('href')) ??
      '',
  )
  expect(pdf.headers()['content-type']).toBe('application/pdf')

  // Credits are shown at what she paid per credit: 20 for £9.74, so her 30 are worth £14.61.
  await page.goto('/credits')
  await expect(page.getByText('Your balance: 30 credits (£14.61).')).toBeVisible()

  // Withdrawal within refund_days: the footer's and the account menu's link, the confirmation,
  // then the unused credits are gone.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Withdraw from contract here' })
    .click()
  await expect(page.getByText(/20 credits will be taken back/)).toBeVisible()
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click()
  await expect(page.getByText('Your withdrawal is done.')).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Refunded' })).toBeVisible()
  await gotoHydrated(page, '/members')
  await expect(page.getByTestId('time-bonus-banner')).toHaveCount(0)
})
