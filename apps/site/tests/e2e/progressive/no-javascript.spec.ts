import { expect, test } from '@dating/playwright-preset/test'
import { catalogue, uniqueEmail } from '../helpers.ts'
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

test('a last signup step posted twice makes one account and shows the email as taken', async ({
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('nojs.twice')
  const form = {
    signup_step: '3',
    gender: 'male',
    looking_for: 'female',
    sensitive_consent: 'yes',
    date_of_birth: '1990-05-17',
    name: `Twice ${Math.random().toString(36).slice(2, 7)}`,
    email,
    password: 'correct horse battery',
  }
  // Two browsers' worth of the same post, neither holding the other's session cookie yet.
  const contexts = await Promise.all([0, 1].map(() => playwright.request.newContext({ baseURL })))
  const answers = await Promise.all(
    contexts.map((context) => context.post('/signup', { form, maxRedirects: 0 })),
  )
  const statuses = answers.map((answer) => answer.status()).sort()
  expect(statuses).toEqual([302, 400])
  const refused = answers.find((answer) => answer.status() === 400)
  expect(await refused?.text()).toContain(catalogue('en')['signup.error.emailTaken'])
  await Promise.all(contexts.map((context) => context.dispose()))
})
