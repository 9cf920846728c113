import { expect, test } from '@dating/playwright-preset/test'
import {
  catalogue,
  catalogueText,
  demoPassword,
  forgetCookies,
  latestMail,
  mailLink,
  signUpFresh,
  uniqueEmail,
} from './helpers.ts'

/** The seeded moderator of the Flirtwave brand (apps/api/src/seed/staff.ts). */
const moderatorEmail = 'moderator@example.com'
const german = catalogue('de')
const english = catalogue('en')

test('a restricted member gets the statement of reasons in their language and appeals from its link', async ({
  page,
  browser,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) > 400, 'one journey is enough; phone first')
  const member = await signUpFresh(page, 'restricted')
  expect((await page.request.put('/api/user.php', { data: { language: 'de' } })).ok()).toBe(true)
  const me = (await (await page.request.get('/api/user.php')).json()) as {
    user: { profile: { id: number } }
  }

  // The moderator decides in a context of their own, with a back-office session (decision 055).
  const moderation = await browser.newContext()
  try {
    const login = await moderation.request.post('/api/staff/login.php', {
      data: { email: moderatorEmail, password: demoPassword },
    })
    expect(login.status()).toBe(200)
    const decided = await moderation.request.post('/api/moderation/decisions.php', {
      data: {
        profile_id: me.user.profile.id,
        restriction: 'profile_hidden',
        ground: 'terms',
        reason: 'fake_profile',
        facts: 'The profile photos were copied from a stock photo website.',
        automated: false,
      },
    })
    expect(decided.status(), await decided.text()).toBe(201)
  } finally {
    await moderation.close()
  }

  const statement = await latestMail(member.email, 'statement_of_reasons')
  expect(statement.subject).toBe(
    catalogueText(german, 'mail.statement.subject.profile_hidden', { brand: 'Flirtwave' }),
  )
  expect(statement.text).toContain('The profile photos were copied from a stock photo website.')
  expect(statement.text).toContain(catalogueText(german, 'moderation.source.own_initiative'))
  const link = mailLink(statement, '/appeal')

  // Opened from the mail in a browser that is not logged in: the link shows, only the form acts.
  await forgetCookies(page.context())
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Appeal a moderation decision')
  const summary = page.getByRole('region', { name: /^Decision no\. \d+$/ })
  await expect(summary).toContainText('Profile hidden')
  await expect(summary).toContainText('Fake profile')
  await expect(summary).toContainText('The profile photos were copied from a stock photo website.')
  await page
    .getByLabel('Why should we reverse this decision?')
    .fill('These are my own photos; I can send the originals with their metadata.')
  await page.getByRole('button', { name: 'Send appeal' }).click()
  await expect(page.getByRole('status')).toContainText(/We received your appeal no\. \d+/)
  const receipt = await latestMail(member.email, 'appeal_receipt')
  expect(receipt.subject).toBe(
    catalogueText(german, 'mail.appealReceipt.subject', { brand: 'Flirtwave' }),
  )
  expect(receipt.text).toContain('These are my own photos')

  // Logged in again, the member finds the appeal on the decision (in the language this browser
  // was given on its first visit, English).
  await page.request.post('/api/user.php', {
    data: { email: member.email, password: member.password },
  })
  const decisionId = new URL(link, 'http://localhost').searchParams.get('decision')
  await page.goto(`/appeal?decision=${decisionId}`)
  await expect(page.getByRole('main')).toContainText(/You appealed this decision on .+under review/)
  await expect(page.getByRole('button', { name: 'Send appeal' })).toHaveCount(0)
})

test('an appeal link that does not work says so and offers the support address', async ({
  page,
}) => {
  test.skip((page.viewportSize()?.width ?? 0) > 400, 'phone first')
  const response = await page.goto(`/appeal?decision=1&token=${'x'.repeat(43)}`)
  expect(response?.status()).toBe(400)
  expect(response?.headers()['referrer-policy']).toBe('same-origin')
  await expect(page.getByRole('main')).toContainText('This appeal link does not work')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a notice’s sender appeals its dismissal from the mailed link', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) > 400, 'phone first')
    const sender = uniqueEmail('notice.sender')
    const members = (await (await page.request.get('/api/members.php')).json()) as {
      results: { id: number }[]
    }
    const filed = await page.request.post('/api/complaint.php', {
      data: {
        reason: 'fake_profile',
        content_url: `${baseURL}/members/${members.results[0]?.id}`,
        explanation: 'This profile uses the photos of a well-known actor.',
        name: 'Sam Sender',
        email: sender,
        good_faith: true,
      },
    })
    expect(filed.status(), await filed.text()).toBe(200)
    const { complaint } = (await filed.json()) as { complaint: { id: number } }

    const moderation = await browser.newContext()
    try {
      const login = await moderation.request.post('/api/staff/login.php', {
        data: { email: moderatorEmail, password: demoPassword },
      })
      expect(login.status()).toBe(200)
      const dismissed = await moderation.request.post('/api/moderation/dismiss.php', {
        data: {
          report_id: complaint.id,
          reason: 'no_violation',
          note: 'The photos are ordinary holiday pictures of the member.',
        },
      })
      expect(dismissed.status(), await dismissed.text()).toBe(201)
    } finally {
      await moderation.close()
    }

    // The page holds the link's token, and its own form posts with its Origin (decision 086).
    const outcome = await latestMail(sender, 'notice_outcome')
    const response = await page.goto(mailLink(outcome, '/appeal/notice'))
    expect(response?.headers()['referrer-policy']).toBe('same-origin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      english['noticeAppeal.title'] as string,
    )
    const explanation = page.getByLabel(english['noticeAppeal.question'] as string)
    await explanation.fill('Too short')
    await page.getByRole('button', { name: english['appeal.submit'] }).click()
    await expect(page.getByRole('main')).toContainText(
      catalogueText(english, 'appeal.error.explanation', { min: 10, max: 2000 }),
    )
    await page
      .getByLabel(english['noticeAppeal.question'] as string)
      .fill('The profile clearly uses the photos of a famous actor; see his agency’s site.')
    await page.getByRole('button', { name: english['appeal.submit'] }).click()
    await expect(page.getByRole('main')).toContainText(/We received your appeal no\. \d+/)
    const receipt = await latestMail(sender, 'appeal_receipt')
    expect(receipt.text).toContain('not to restrict the content you reported')
  })
})
