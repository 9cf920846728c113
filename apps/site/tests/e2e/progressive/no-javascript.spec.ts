import { test } from '@dating/playwright-preset/test'
import {
  checkoutUpToTheProvider,
  likeTheProfile,
  logInThroughTheForm,
  reportAndBlockTheProfile,
  searchAndOpenAProfile,
  signUpThroughTheSteps,
  swipeAPassAndALike,
} from './journeys.ts'

// The member's key journeys with JavaScript off: every form posts to its route's action.
test.use({ javaScriptEnabled: false })

test('without JavaScript a member logs in, searches, likes a profile and checks out', async ({
  page,
}) => {
  await logInThroughTheForm(page, 'nojs')
  const name = await searchAndOpenAProfile(page)
  await likeTheProfile(page, name)
  await checkoutUpToTheProvider(page)
})

test('without JavaScript a member swipes, reports and blocks', async ({ page }) => {
  await logInThroughTheForm(page, 'nojs.safety')
  await swipeAPassAndALike(page)
  const name = await searchAndOpenAProfile(page)
  await reportAndBlockTheProfile(page, name)
})

test('without JavaScript a visitor signs up through every step and arrives logged in', async ({
  page,
}) => {
  await signUpThroughTheSteps(page, 'nojs.signup')
})
