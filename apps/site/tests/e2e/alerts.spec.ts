import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import {
  catalogue,
  catalogueText,
  checkA11y,
  devMailboxUrl,
  followMailedLink,
  gotoHydrated,
  latestMail,
  mailLink,
  signUpFresh,
} from './helpers.ts'

// SPEC §4: each alert on exactly the pages it allows, dismissals kept (a timestamp under the
// keys SPEC §4 names). A fresh member is not activated (activation reminder), has no photo
// (profile-photo alert) and a browser that may show notifications (push alert).

const english = catalogue('en')

const alerts = {
  activation: english['activationReminder.title'] as string,
  photo: english['photoAlert.text'] as string,
  push: english['alerts.push.title'] as string,
  mail: english['alerts.mail.title'] as string,
}
type AlertName = keyof typeof alerts

const main = (page: Page) => page.getByRole('main')

/**
 * SPEC §4 allows `allowed` on `path` (most urgent first): the first of them shows, alone, so
 * the page keeps its content in view.
 */
async function expectAlertsOn(page: Page, path: string, allowed: AlertName[]) {
  await gotoHydrated(page, path)
  const [shown] = allowed
  if (shown) await expect(main(page).getByText(alerts[shown]), `${shown} on ${path}`).toBeVisible()
  for (const name of Object.keys(alerts) as AlertName[]) {
    if (name === shown) continue
    await expect(
      main(page).getByText(alerts[name], { exact: true }),
      `${name} on ${path}`,
    ).toHaveCount(0)
  }
}

test.beforeEach(async ({ context }) => {
  // Long journeys through many pages.
  test.slow()
  await context.grantPermissions(['notifications'])
})

test('each alert shows exactly on the pages SPEC §4 allows and stays dismissed', async ({
  page,
}) => {
  const member = await signUpFresh(page, 'alerts')
  await expectAlertsOn(page, '/members', ['activation', 'photo', 'push'])
  await checkA11y(page)
  await expectAlertsOn(page, '/profile', ['activation', 'push'])
  await expectAlertsOn(page, '/premium', ['activation'])
  await expectAlertsOn(page, '/notifications', [])
  await expectAlertsOn(page, '/signup-matches', ['activation', 'photo', 'push'])
  // activate-done (its mailed link's page): the photo and push alerts keep away.
  await expectAlertsOn(page, '/activate/done?token=unused', ['activation'])

  // Activated: the photo alert, and once dismissed the push alert, one at a time.
  await followMailedLink(
    page,
    mailLink(await latestMail(member.email, 'activation'), '/activate/done'),
  )
  await expectAlertsOn(page, '/members', ['photo', 'push'])
  await main(page).getByRole('button', { name: english['photoAlert.dismiss'] }).click()
  await expect(main(page).getByText(alerts.push)).toBeVisible()
  await main(page).getByRole('button', { name: english['alerts.push.dismiss'] }).click()
  await expect(main(page).getByText(alerts.push)).toHaveCount(0)
  const stored = await page.evaluate(() => ({
    photo: window.localStorage.getItem('hide-enrich-alert'),
    push: window.localStorage.getItem('hide-push-notification-alert'),
  }))
  for (const value of Object.values(stored))
    expect(Number(value)).toBeGreaterThan(1_700_000_000_000)

  await expectAlertsOn(page, '/members', [])
  await expectAlertsOn(page, '/likes/received', [])
})

test('the disabled-notifications alert explains an unsubscribe and turns mail back on', async ({
  page,
}) => {
  const member = await signUpFresh(page, 'mailoff')
  // The List-Unsubscribe link of the activation mail, as a mail client would use it.
  const activation = await latestMail(member.email, 'activation')
  const unsubscribeLink = /https?:\/\/\S+\/api\/unsubscribe\.php\?token=\S+/
  expect(activation.text).toMatch(unsubscribeLink)
  const unsubscribeUrl = new URL(activation.text.match(unsubscribeLink)?.[0] as string)
  const unsubscribeBy = () =>
    page.request.post(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`)
  expect((await unsubscribeBy()).status()).toBe(200)

  // Mail is off: the activation reminder would promise a mail, so it steps back.
  await expectAlertsOn(page, '/members', ['mail', 'photo', 'push'])
  await expect(
    main(page).getByText(catalogueText(english, 'alerts.mail.listunsubscribe')),
  ).toBeVisible()
  await checkA11y(page)
  await expectAlertsOn(page, '/notifications', [])
  await expect(page.getByText(english['notifications.emailOff'] as string)).toBeVisible()

  await gotoHydrated(page, '/likes/received')
  await main(page).getByRole('button', { name: english['alerts.mail.enable'] }).click()
  // Mail is on again: the activation reminder, the one alert shown, takes its place at once.
  await expect(main(page).getByText(alerts.activation)).toBeVisible()
  await expectAlertsOn(page, '/members', ['activation', 'photo', 'push'])

  // Off again, and dismissed this time: it stays away.
  expect((await unsubscribeBy()).status()).toBe(200)
  await expectAlertsOn(page, '/members', ['mail', 'photo', 'push'])
  await main(page).getByRole('button', { name: english['alerts.mail.dismiss'] }).click()
  await expectAlertsOn(page, '/members', ['photo', 'push'])
  expect(
    Number(
      await page.evaluate(() => window.localStorage.getItem('hide-disabled-notifications-alert')),
    ),
  ).toBeGreaterThan(0)
})

test('an unsubscribe link from the dev mailbox works by a click', async ({ page }) => {
  const member = await signUpFresh(page, 'mailclick')
  await latestMail(member.email, 'activation')
  await page.goto(`${devMailboxUrl}/dev/mail?to=${encodeURIComponent(member.email)}`)
  await page
    .getByRole('link', { name: /\/api\/unsubscribe\.php\?token=/ })
    .first()
    .click()
  await expect(
    page.getByRole('heading', { name: english['trust.unsubscribe.title'] }),
  ).toBeVisible()
  // The page's Referrer-Policy is no-referrer: the browser posts its form with `Origin: null`.
  await page.getByRole('button', { name: english['trust.unsubscribe.button'] }).click()
  await expect(
    page.getByRole('heading', { name: english['mail.unsubscribed.title'] }),
  ).toBeVisible()
  await expectAlertsOn(page, '/members', ['mail', 'photo', 'push'])
})
