import type { Page } from '@playwright/test'
import { expect, test } from '@dating/playwright-preset/test'
import { catalogue, checkA11y, freeMember, login } from './helpers.ts'

const en = catalogue('en')
/** The brand's fictional_singular as the site labels it (the default: the catalogue's). */
const label = 'Fictional profile'
/** The label as it reads: the brand's icon, then the text. */
const labelText = new RegExp(`^(\\S+ )?${label}$`)
const fictionalCards = (page: Page) =>
  page.getByRole('main').getByRole('article').filter({ hasText: label })

// Decision 060: every place a fictional profile reaches a member says so in words.
test('a fictional profile is labelled on its card, profile, match page, chat and in the match modal', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'phone', 'plays the free member of the phone project')
  await login(page, freeMember)

  // Likes: the fictional match's card.
  await page.goto('/likes/matches')
  const matchCard = fictionalCards(page).first()
  await expect(matchCard).toBeVisible()
  const href = (await matchCard.getByRole('link').first().getAttribute('href')) ?? ''
  const id = /\/(\d+)$/.exec(href)?.[1]
  expect(id, 'a fictional match of the demo member').toBeDefined()

  // The match's page.
  await page.goto(`/likes/m/${id}`)
  await expect(page.getByRole('main').locator('[data-fictional]')).toHaveText(labelText)
  await expect(page.getByRole('main')).toContainText(en['fictional.singular'] as string)
  await checkA11y(page)

  // The profile: the label beside the name and the sentence.
  await page.goto(`/members/${id}`)
  await expect(page.getByRole('heading', { level: 1 }).locator('[data-fictional]')).toHaveText(
    labelText,
  )
  await expect(page.getByRole('main')).toContainText(en['fictional.singular'] as string)

  // The chat's header.
  await page.goto(`/members/${id}/chat`)
  await expect(
    page.getByRole('banner').or(page.getByRole('main')).getByText(label).first(),
  ).toBeVisible()

  // The members grid marks them too (everyone, not the member's fitting search).
  await page.goto('/members?all=1')
  await expect(fictionalCards(page).first()).toBeVisible()

  // Liking back the fictional fan: the match modal says what the profile is.
  await page.goto('/likes/received')
  const fan = fictionalCards(page).filter({
    has: page.getByRole('button', { name: /^Like back / }),
  })
  await expect(fan.first()).toBeVisible()
  await fan
    .first()
    .getByRole('button', { name: /^Like back / })
    .click()
  const modal = page.getByRole('dialog')
  await expect(modal.getByRole('heading', { name: en['matchModal.title'] as string })).toBeVisible()
  await expect(modal.locator('[data-fictional]')).toHaveText(labelText)
  await expect(modal).toContainText(en['fictional.singular'] as string)
  await checkA11y(page)
})
