import { expect, test } from '@dating/playwright-preset/test'
import {
  activeMember,
  adminEmail,
  checkA11y,
  gotoHydrated,
  latestMail,
  mailLink,
  moderatorEmail,
  siteContext,
  staffContext,
  uniqueEmail,
} from './helpers.ts'
import { siteUrl } from '../../playwright.config.ts'

const facts = 'The profile photos belong to an actor and were copied from a film website.'

test('a notice is decided, appealed and reversed by another moderator; every step is told and audited', async ({
  browser,
  page,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) < 1000, 'the long journey once, at desk width')
  test.setTimeout(300_000)
  const member = await siteContext(browser)
  const visitor = await siteContext(browser)
  const moderator = await staffContext(browser, moderatorEmail)
  const admin = await staffContext(browser, adminEmail)
  try {
    // A member whose profile a visitor reports through the public notice form.
    const reported = await activeMember(member.request, 'reported')
    const sender = uniqueEmail('sender')
    const notice = await visitor.newPage()
    await gotoHydrated(notice, '/complaints')
    await notice
      .getByLabel('Address of the profile or content')
      .fill(`${siteUrl}/members/${reported.profileId}`)
    await notice.getByLabel('What is the problem?').selectOption('fake_profile')
    await notice.getByLabel('Why is it illegal or against our terms?').fill(facts)
    await notice.getByLabel('Your name').fill('Sam Sender')
    await notice.getByLabel('Your email address').fill(sender)
    await notice.getByLabel(/I confirm in good faith/).check()
    await notice.getByRole('button', { name: 'Send notice' }).click()
    await expect(notice.getByRole('status')).toContainText('We received your notice')
    const noticeId = Number(
      /\(no\. (\d+)\)/.exec((await notice.getByRole('status').textContent()) ?? '')?.[1],
    )
    expect(noticeId).toBeGreaterThan(0)

    // The moderator finds it in the queue, takes it and hides the profile.
    const desk = await moderator.newPage()
    await gotoHydrated(desk, '/queue?source=notice&reason=fake_profile')
    await checkA11y(desk)
    await desk.getByRole('link', { name: `Report no. ${noticeId}`, exact: true }).click()
    await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`Report no. ${noticeId}`)
    await desk.getByRole('button', { name: 'Take this report' }).click()
    await expect(desk.getByText('You are working on this report.')).toBeVisible()
    await expect(desk.getByRole('region', { name: /^Profile of / })).toContainText(reported.name)
    await checkA11y(desk)
    await desk.keyboard.press('1')
    await expect(desk.getByLabel('Facts and circumstances')).toBeFocused()
    await desk.getByLabel('Facts and circumstances').fill(facts)
    await desk.getByRole('button', { name: 'Take the decision' }).click()
    await expect(desk).toHaveURL(/\/queue\?done=decided$/)
    await expect(desk.getByRole('status')).toContainText('Decision taken')

    // The member's statement of reasons and the sender's outcome arrive; the profile is gone.
    const statement = await latestMail(reported.email, 'statement_of_reasons')
    expect(statement.text).toContain(facts)
    const outcome = await latestMail(sender, 'notice_outcome')
    expect(outcome.subject).toContain(`we acted on your notice no. ${noticeId}`)
    expect(outcome.text).not.toContain(reported.name)
    const profile = await visitor.newPage()
    expect((await profile.goto(`/members/${reported.profileId}`))?.status()).toBe(404)

    // The member appeals from the mailed link.
    const appealPage = await member.newPage()
    await gotoHydrated(appealPage, mailLink(statement, '/appeal'))
    await appealPage
      .getByLabel('Why should we reverse this decision?')
      .fill('These photos are of me; I can send the originals with their metadata.')
    await appealPage.getByRole('button', { name: 'Send appeal' }).click()
    await expect(appealPage.getByRole('status')).toContainText('We received your appeal')

    // The moderator who decided may not decide the appeal; the admin reverses it.
    await gotoHydrated(desk, '/appeals')
    const ownAppeal = desk
      .getByRole('region', { name: /against a restriction/ })
      .filter({ hasText: reported.name })
    await expect(ownAppeal).toContainText('someone else must decide this appeal')
    await expect(ownAppeal.getByRole('button', { name: /Reverse/ })).toHaveCount(0)
    const office = await admin.newPage()
    await gotoHydrated(office, '/appeals')
    const appeal = office
      .getByRole('region', { name: /against a restriction/ })
      .filter({ hasText: reported.name })
    await expect(appeal).toContainText('Morgan Moderator')
    await appeal
      .getByLabel('Your explanation for the appellant')
      .fill('The member sent the original files; the photos are theirs.')
    await appeal.getByRole('button', { name: 'Reverse and lift the restriction' }).click()
    await expect(office.getByRole('status')).toContainText('Appeal decided')
    expect((await profile.goto(`/members/${reported.profileId}`))?.status()).toBe(200)
    const told = await latestMail(reported.email, 'appeal_outcome')
    expect(told.subject).toContain('was successful')

    // The admin grants a moderator (an invitation goes out) and revokes the role again.
    const newcomer = uniqueEmail('newcomer')
    await gotoHydrated(office, '/team')
    await office.getByLabel('Email address').fill(newcomer)
    await office.getByLabel('Name').fill('Nina Newcomer')
    await office.getByRole('button', { name: 'Grant the moderator role' }).click()
    await expect(office.getByRole('status')).toContainText(
      'an invitation to choose a password is on its way',
    )
    expect((await latestMail(newcomer, 'staff_invitation')).text).toContain('/invitation?token=')
    const row = office.getByRole('row').filter({ hasText: newcomer })
    await row.getByRole('button', { name: 'Revoke on Flirtwave' }).click()
    const dialog = office.getByRole('dialog', { name: /Revoke Nina Newcomer’s moderator role/ })
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await checkA11y(office)
    await dialog.getByRole('button', { name: 'Revoke' }).click()
    await expect(office.getByRole('status')).toContainText('The role has been revoked')
    await expect(office.getByRole('row').filter({ hasText: newcomer })).toHaveCount(0)

    // The audit log shows every step, with who did it.
    await gotoHydrated(office, '/audit')
    await checkA11y(office)
    const log = office.getByRole('table', { name: 'Audit log entries' })
    for (const [who, what] of [
      ['Morgan Moderator', 'Took a report'],
      ['Morgan Moderator', 'Opened a report'],
      ['Morgan Moderator', 'Took a decision'],
      ['Alex Admin', 'Reversed a decision on appeal'],
      ['Alex Admin', 'Granted a role'],
      ['Alex Admin', 'Revoked a role'],
      ['Alex Admin', 'Logged in'],
    ]) {
      await expect(
        log.getByRole('row').filter({ hasText: who }).filter({ hasText: what }).first(),
      ).toBeVisible()
    }
    await expect(log).toContainText(`report ${noticeId}`)
  } finally {
    await Promise.all([member.close(), visitor.close(), moderator.close(), admin.close()])
  }
})

test('staff pages work on a phone, and a member’s login opens nothing here', async ({
  page,
  browser,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) > 400, 'phone width')
  await page.goto('/queue')
  await expect(page).toHaveURL(/\/login\?next=%2Fqueue$/)
  await page.getByLabel('Email address').fill('premium.member@example.com')
  await page.getByLabel('Password').fill('Demo-password-1')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByRole('alert')).toContainText('Login failed')
  await checkA11y(page)
  const staff = await staffContext(browser, adminEmail)
  try {
    const phone = await staff.newPage()
    await phone.setViewportSize({ width: 375, height: 812 })
    for (const path of ['/queue', '/photos', '/transparency', '/team', '/audit']) {
      await gotoHydrated(phone, path)
      await checkA11y(phone)
      const overflow = await phone.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      )
      expect(overflow, `${path} is wider than the phone`).toBe(false)
    }
    await phone.getByRole('button', { name: 'Log out everywhere' }).click()
    await expect(phone).toHaveURL(/\/login$/)
    await phone.goto('/queue')
    await expect(phone).toHaveURL(/\/login/)
  } finally {
    await staff.close()
  }
})
