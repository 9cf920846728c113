import { act, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderSignup } from '../testing/render-signup.tsx'

const continueButton = () => screen.getByRole('button', { name: 'Continue' })

const consentBox = () => screen.getByRole('checkbox', { name: /keeps my gender/ })

async function chooseGenders(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'A man' }))
  await user.click(screen.getByRole('radio', { name: 'Women' }))
  if (!(consentBox() as HTMLInputElement).checked) await user.click(consentBox())
  await user.click(continueButton())
}

async function chooseBirthday(user: UserEvent, day: string, month: string, year: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), day)
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), month)
  await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), year)
}

async function typeInto(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText(label)
  await user.clear(input)
  await user.type(input, text)
}

/** Steps 0 to 2 with good answers: lands on step 3. */
async function walkToAccountStep(user: UserEvent) {
  await chooseGenders(user)
  await chooseBirthday(user, '17', 'May', '1990')
  await user.click(continueButton())
  await typeInto(user, 'Username', 'Jonas')
  await user.click(continueButton())
  expect(screen.getByText('Step 4 of 4')).toBeVisible()
}

const fieldError = (label: string) => {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby') ?? ''
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ')
}

describe('SignupFlow', () => {
  it('walks every step to the finished signup and sends the checked form once', async () => {
    const user = userEvent.setup()
    const { submit, onSignedUp } = renderSignup()
    expect(screen.getByText('Step 1 of 4')).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()

    await chooseGenders(user)
    expect(screen.getByText('Step 2 of 4')).toBeVisible()
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'When were you born?' }),
    )
    await chooseBirthday(user, '17', 'May', '1990')
    await user.click(continueButton())

    expect(screen.getByText('Step 3 of 4')).toBeVisible()
    await typeInto(user, 'Username', 'Jonas')
    await user.keyboard('{Enter}')

    expect(screen.getByText('Step 4 of 4')).toBeVisible()
    expect(screen.queryByLabelText(/first message/)).toBeNull()
    await typeInto(user, 'Email address', ' jonas@example.com ')
    await typeInto(user, 'Password', 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Create my free account' }))

    await screen.findByRole('heading', { name: 'Welcome to Flirtwave!' })
    expect(submit).toHaveBeenCalledTimes(1)
    expect(submit.mock.calls[0]?.[0]).toEqual({
      form: {
        gender: 'male',
        looking_for: 'female',
        sensitive_consent: 'yes',
        date_of_birth: '1990-05-17',
        name: 'Jonas',
        email: 'jonas@example.com',
        password: 'correct horse',
        signup_message: undefined,
      },
      sexuality: 'hetero',
      targetProfileId: null,
      tracking: null,
      locale: 'en',
    })
    expect(onSignedUp).toHaveBeenCalledWith({ activationPending: true })
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Check your inbox at jonas@example.com and click the link in our email to activate your account.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/complete-signup',
    )
    expect(screen.queryByText(/Already a member/)).toBeNull()
  })

  it('asks for the consent to keeping gender and looking-for and explains a refusal', async () => {
    const user = userEvent.setup()
    renderSignup()
    await user.click(screen.getByRole('radio', { name: 'A man' }))
    await user.click(screen.getByRole('radio', { name: 'Women' }))
    expect(consentBox()).not.toBeChecked()
    expect(consentBox().closest('label')?.textContent).toContain('sexual orientation')
    await user.click(continueButton())
    expect(screen.getByText('Step 1 of 4')).toBeVisible()
    expect(fieldError(consentBox().closest('label')?.textContent ?? '')).toContain(
      'We cannot offer you the service without this consent',
    )
    expect(document.activeElement).toBe(consentBox())
    await user.click(consentBox())
    await user.click(continueButton())
    expect(screen.getByText('Step 2 of 4')).toBeVisible()
    // Back on the step, unticking is a refusal again.
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(consentBox())
    await user.click(continueButton())
    expect(screen.getByText('Step 1 of 4')).toBeVisible()
  })

  it('links the terms and the privacy policy where the member agrees to them', async () => {
    const user = userEvent.setup()
    renderSignup()
    await walkToAccountStep(user)
    const terms = screen.getByRole('link', { name: 'terms and conditions' })
    const privacy = screen.getByRole('link', { name: 'privacy policy' })
    expect(terms.getAttribute('href')).toBe('/pages/terms')
    expect(privacy.getAttribute('href')).toBe('/pages/privacy')
    expect(terms.closest('p')?.textContent).toMatch(/^By creating an account you agree/)
  })

  it('shows the submission as busy until the api answers', async () => {
    const user = userEvent.setup()
    let answer: (created: { activationPending: boolean }) => void = () => {}
    renderSignup({ submit: () => new Promise((resolve) => (answer = resolve)) })
    await walkToAccountStep(user)
    await typeInto(user, 'Email address', 'jonas@example.com')
    await typeInto(user, 'Password', 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Create my free account' }))
    expect(screen.getByRole('status').textContent).toBe('Creating your account…')
    expect(screen.queryByText(/Step \d of 4/)).toBeNull()
    await act(async () => answer({ activationPending: false }))
    expect(screen.getByText('Your account is ready.')).toBeVisible()
  })

  it('names what is wrong on each step and keeps the visitor there', async () => {
    const user = userEvent.setup()
    renderSignup()
    await user.click(continueButton())
    expect(screen.getAllByText('Please choose one of the options.')).toHaveLength(2)
    expect(screen.getByText(/We cannot offer you the service without this consent/)).toBeVisible()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'A man' }))
    await chooseGenders(user)

    await user.click(continueButton())
    expect(screen.getByText('Enter your date of birth (18+)')).toBeVisible()
    await chooseBirthday(user, '30', 'February', '2000')
    await user.click(continueButton())
    expect(screen.getByText('Invalid date of birth.')).toBeVisible()
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Day' }))
    // 18 tomorrow (the signup's today is 21 November 2026).
    await chooseBirthday(user, '22', 'November', '2008')
    await user.click(continueButton())
    expect(screen.getByText('Enter your date of birth (18+)')).toBeVisible()
    await chooseBirthday(user, '21', 'November', '2008')
    await user.click(continueButton())

    await typeInto(user, 'Username', '@jonas')
    await user.click(continueButton())
    expect(fieldError('Username')).toContain('Your username must not start with @.')
    await typeInto(user, 'Username', 'jonas@example.com')
    await user.click(continueButton())

    await typeInto(user, 'Email address', 'jonas@')
    await typeInto(user, 'Password', 'short')
    await user.click(screen.getByRole('button', { name: 'Create my free account' }))
    expect(fieldError('Email address')).toContain('Invalid email')
    expect(fieldError('Password')).toContain('Your password needs 8 to 200 characters.')
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'))

    await typeInto(user, 'Email address', 'Jonas@Example.com')
    await typeInto(user, 'Password', 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Create my free account' }))
    expect(screen.getByText('Step 3 of 4')).toBeVisible()
    expect(fieldError('Username')).toContain('Your username must not be your email address.')
    expect(document.activeElement).toBe(screen.getByLabelText('Username'))
  })

  it('goes back a step with the answers kept', async () => {
    const user = userEvent.setup()
    renderSignup()
    await chooseGenders(user)
    await chooseBirthday(user, '3', 'January', '1985')
    await user.click(continueButton())
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByText('Step 2 of 4')).toBeVisible()
    expect((screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe('1')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect((screen.getByRole('radio', { name: 'Women' }) as HTMLInputElement).checked).toBe(true)
  })

  it('shows the api refusals on their step', async () => {
    const user = userEvent.setup()
    const refusals = [
      Object.assign(new Error('taken'), { code: 'email_taken', fields: {} }),
      Object.assign(new Error('invalid'), {
        code: 'validation_failed',
        fields: { name: 'signup.error.nameAt' },
      }),
    ]
    renderSignup({
      submit: async () => {
        const refusal = refusals.shift()
        if (refusal) throw refusal
        return { activationPending: true }
      },
    })
    await walkToAccountStep(user)
    await typeInto(user, 'Email address', 'free.member@example.com')
    await typeInto(user, 'Password', 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Create my free account' }))
    await waitFor(() =>
      expect(fieldError('Email address')).toContain(
        'An account with this e-mail address already exists',
      ),
    )
    await typeInto(user, 'Email address', 'jonas@example.com')
    await user.click(screen.getByRole('button', { name: 'Create my free account' }))
    await screen.findByText('Step 3 of 4')
    expect(fieldError('Username')).toContain('Your username must not start with @.')
    await user.click(continueButton())
    await user.click(screen.getByRole('button', { name: 'Create my free account' }))
    await screen.findByRole('heading', { name: 'Welcome to Flirtwave!' })
  })

  it('offers a retry when the api cannot be reached', async () => {
    const user = userEvent.setup()
    let attempts = 0
    const { submit } = renderSignup({
      submit: async () => {
        attempts += 1
        if (attempts === 1) throw new TypeError('Failed to fetch')
        return { activationPending: true }
      },
    })
    await walkToAccountStep(user)
    await typeInto(user, 'Email address', 'jonas@example.com')
    await typeInto(user, 'Password', 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Create my free account' }))
    await screen.findByRole('heading', { name: 'Your account could not be created' })
    expect(screen.getByRole('alert').textContent).toContain('Please check your connection')
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('heading', { name: 'Welcome to Flirtwave!' })
    expect(submit).toHaveBeenCalledTimes(2)
  })

  it('asks for a first message to the target profile and sends it along', async () => {
    const user = userEvent.setup()
    const { submit } = renderSignup({
      input: { targetProfileId: 42 },
      flow: { targetProfile: { name: 'Anna', photoUrl: null } },
    })
    await walkToAccountStep(user)
    expect(screen.getByText("You're signing up to meet Anna.")).toBeVisible()
    await typeInto(user, 'Email address', 'jonas@example.com')
    await typeInto(user, 'Password', 'correct horse')
    await user.type(screen.getByLabelText('Your first message to Anna (optional)'), 'Hi Anna!')
    await user.click(screen.getByRole('button', { name: 'Create my free account' }))
    await screen.findByRole('heading', { name: 'Welcome to Flirtwave!' })
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      form: { signup_message: 'Hi Anna!' },
      targetProfileId: 42,
    })
  })

  it('shows the invite-only notice when the brand takes no one without tracking', () => {
    renderSignup({ input: { signupsSetting: 'with_trafficsource' } })
    expect(screen.getByRole('heading', { name: 'Membership by invitation' })).toBeVisible()
    expect(
      screen.getByText(
        /New members join Flirtwave through an invitation link from one of our partners/,
      ),
    ).toBeVisible()
    // What the visitor can do instead: look around, or log in.
    expect(screen.getByRole('link', { name: 'Browse members' }).getAttribute('href')).toBe(
      '/members',
    )
    expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible()
    expect(screen.queryByText(/Step \d of 4/)).toBeNull()
    // Without a sister brand the notice names no other brand.
    expect(screen.queryByRole('link', { name: /Sign up at/ })).toBeNull()
  })

  it("offers the sister brand's signup on the invite-only notice when the brand names one", () => {
    renderSignup({
      input: { signupsSetting: 'other' },
      flow: { sisterSignup: { name: 'Amora', href: 'https://amora.example/signup' } },
    })
    expect(
      screen.getByRole('link', { name: 'Sign up at Amora instead' }).getAttribute('href'),
    ).toBe('https://amora.example/signup')
    expect(screen.getByRole('link', { name: 'Browse members' })).toBeVisible()
  })

  it('lets visitors with tracking data in when the brand asks for a traffic source', () => {
    renderSignup({ input: { signupsSetting: 'with_trafficsource', tracking: { network: 'ads' } } })
    expect(screen.getByText('Step 1 of 4')).toBeVisible()
  })

  it('sends members to the login', async () => {
    const user = userEvent.setup()
    const { onLogin, actor } = renderSignup()
    await chooseGenders(user)
    const login = screen.getByRole('link', { name: 'Log in' })
    expect(login.getAttribute('href')).toBe('/login')
    await user.click(login)
    expect(onLogin).toHaveBeenCalledTimes(1)
    expect(actor().getSnapshot().output).toEqual({ closedBy: 'login', signedUp: false })
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('posts each step to the page without JavaScript, naming it and carrying the others', async () => {
    const user = userEvent.setup()
    const { container } = renderSignup({
      input: {
        targetProfileId: 7,
        start: {
          step: 2,
          values: {
            gender: 'male',
            looking_for: 'female',
            sensitive_consent: 'yes',
            date_of_birth: '1990-05-17',
            email: 'jonas@example.com',
            password: 'correct horse',
            signup_message: 'Hello',
          },
        },
      },
      flow: { action: '/members/7/signup', targetProfile: { name: 'Mia', photoUrl: null } },
    })
    expect(screen.getByText('Step 3 of 4')).toBeVisible()
    const form = () => container.querySelector('form') as HTMLFormElement
    const hidden = () =>
      Object.fromEntries(
        [...form().querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
          input.name,
          input.value,
        ]),
      )
    expect(form().getAttribute('method')).toBe('post')
    expect(form().getAttribute('action')).toBe('/members/7/signup')
    // The password is never carried: the last step asks for it again.
    expect(hidden()).toEqual({
      signup_step: '2',
      gender: 'male',
      looking_for: 'female',
      sensitive_consent: 'yes',
      date_of_birth: '1990-05-17',
      email: 'jonas@example.com',
      signup_message: 'Hello',
    })

    // With JavaScript the submit handler keeps the browser from posting and feeds the machine.
    const posted: boolean[] = []
    const onSubmit = (event: Event) => posted.push(!event.defaultPrevented)
    document.addEventListener('submit', onSubmit)
    await typeInto(user, 'Username', 'Jonas')
    await user.click(continueButton())
    document.removeEventListener('submit', onSubmit)
    expect(posted).toEqual([false])
    expect(screen.getByText('Step 4 of 4')).toBeVisible()
    expect(hidden()).toEqual({
      signup_step: '3',
      gender: 'male',
      looking_for: 'female',
      sensitive_consent: 'yes',
      date_of_birth: '1990-05-17',
      name: 'Jonas',
    })
    expect(screen.getByLabelText('Email address')).toHaveValue('jonas@example.com')
  })
})
