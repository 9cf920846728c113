import { holdScripts } from '@dating/playwright-preset/pages'
import { test } from '@dating/playwright-preset/test'
import {
  checkoutUpToTheProvider,
  likeTheProfile,
  logInThroughTheForm,
  searchAndOpenAProfile,
  signUpPostedThenHydrated,
  typedFieldsOutliveTheCode,
} from './journeys.ts'

// The same journeys on a slow phone: every script arrives 4 s late, and the member types and
// presses as soon as the fields show. What they typed and pressed must not be lost.
test.beforeEach(async ({ page }) => {
  await holdScripts(page, 4000)
})

test('with scripts held back a member logs in, searches, likes a profile twice and checks out', async ({
  page,
}) => {
  await logInThroughTheForm(page, 'slowjs')
  const name = await searchAndOpenAProfile(page)
  await likeTheProfile(page, name, true)
  await checkoutUpToTheProvider(page)
})

test('with scripts held back what a member typed is still there once the code has arrived', async ({
  page,
}) => {
  await logInThroughTheForm(page, 'slowjs.typed')
  await typedFieldsOutliveTheCode(page)
})

test('a signup step posted before the code arrives goes on in the browser once it has', async ({
  page,
}) => {
  await signUpPostedThenHydrated(page, 'slowjs.signup')
})
