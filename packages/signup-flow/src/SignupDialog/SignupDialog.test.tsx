import { act, fireEvent, screen } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderSignup } from '../testing/render-signup.tsx'
import { SignupDialog } from './SignupDialog.tsx'

function renderDialog(submit?: () => Promise<{ activationPending: boolean }>) {
  const onClosed = vi.fn()
  const rendered = renderSignup({
    submit,
    view: (actor) => (
      <SignupDialog
        actor={actor}
        title="Join Flirtwave for free"
        brandName="Flirtwave"
        continueHref="/complete-signup"
        legalLinks={{ terms: '/pages/terms', privacy: '/pages/privacy' }}
        onClosed={onClosed}
      />
    ),
  })
  return { ...rendered, onClosed }
}

const dialog = () => screen.queryByRole('dialog', { name: 'Join Flirtwave for free' })
const backdrop = () => screen.getByTestId('modal-backdrop')

async function leaveStep0(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'A woman' }))
  await user.click(screen.getByRole('radio', { name: 'Both' }))
  await user.click(screen.getByRole('checkbox', { name: /keeps my gender/ }))
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(screen.getByText('Step 2 of 4')).toBeVisible()
}

describe('SignupDialog', () => {
  it('is a modal with the step titles under its own', () => {
    renderDialog()
    expect(dialog()).toBeVisible()
    expect(screen.getByRole('heading', { level: 3, name: 'Tell us about yourself' })).toBeVisible()
  })

  it('closes on Escape before the signup is under way', async () => {
    const user = userEvent.setup()
    const { onClosed } = renderDialog()
    await user.keyboard('{Escape}')
    expect(dialog()).toBeNull()
    expect(onClosed).toHaveBeenCalledWith({ closedBy: 'close', signedUp: false })
  })

  it('closes on a backdrop click before the signup is under way', () => {
    const { onClosed } = renderDialog()
    fireEvent.click(backdrop())
    expect(dialog()).toBeNull()
    expect(onClosed).toHaveBeenCalledTimes(1)
  })

  it('ignores Escape and the backdrop once the signup is in progress; its close button works', async () => {
    const user = userEvent.setup()
    const { onClosed } = renderDialog()
    await leaveStep0(user)
    await user.keyboard('{Escape}')
    fireEvent.click(backdrop())
    expect(dialog()).toBeVisible()
    expect(screen.getByText('Step 2 of 4')).toBeVisible()
    expect(onClosed).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(dialog()).toBeNull()
    expect(onClosed).toHaveBeenCalledWith({ closedBy: 'close', signedUp: false })
  })

  it('cannot be closed at all while the account is being created', async () => {
    const user = userEvent.setup()
    let answer: (created: { activationPending: boolean }) => void = () => {}
    const { onClosed } = renderDialog(() => new Promise((resolve) => (answer = resolve)))
    await leaveStep0(user)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '8')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1994')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.type(screen.getByLabelText('Username'), 'Anna')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.type(screen.getByLabelText('Email address'), 'anna@example.com')
    await user.type(screen.getByLabelText('Password'), 'correct horse')
    await user.click(screen.getByRole('button', { name: 'Create my free account' }))
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await user.keyboard('{Escape}')
    fireEvent.click(backdrop())
    expect(dialog()).toBeVisible()

    await act(async () => answer({ activationPending: true }))
    expect(screen.getByRole('heading', { name: 'Welcome to Flirtwave!' })).toBeVisible()
    const next = screen.getByRole('link', { name: 'Continue' })
    next.addEventListener('click', (event) => event.preventDefault())
    await user.click(next)
    expect(dialog()).toBeNull()
    expect(onClosed).toHaveBeenCalledWith({ closedBy: 'close', signedUp: true })
  })

  it('closes on the way to the login', async () => {
    const user = userEvent.setup()
    const { onClosed, onLogin } = renderDialog()
    await leaveStep0(user)
    await user.click(screen.getByRole('link', { name: 'Log in' }))
    expect(dialog()).toBeNull()
    expect(onLogin).toHaveBeenCalledTimes(1)
    expect(onClosed).toHaveBeenCalledWith({ closedBy: 'login', signedUp: false })
  })
})
