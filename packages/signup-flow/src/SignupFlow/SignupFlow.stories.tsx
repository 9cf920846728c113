import type { SignupMachineInput } from '@dating/machines/signup'
import type { SignupEvent } from '@dating/machines/signup/events'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { type StorySubmit, useStorySignup, walkTo, withIntl } from '../testing/story-signup.tsx'
import type { SisterSignup } from './screens.tsx'
import { SignupFlow } from './SignupFlow.tsx'

interface SignupFlowStoryArgs {
  events: readonly SignupEvent[]
  submit: StorySubmit
  input: Partial<SignupMachineInput>
  withTarget: boolean
  sisterSignup: SisterSignup | null
}

function SignupFlowStory({ events, submit, input, withTarget, sisterSignup }: SignupFlowStoryArgs) {
  const actor = useStorySignup({
    events,
    submit,
    input: withTarget ? { ...input, targetProfileId: 7 } : input,
  })
  return (
    <SignupFlow
      actor={actor}
      brandName="Flirtwave"
      continueHref="/complete-signup"
      legalLinks={{ terms: '/pages/terms', privacy: '/pages/privacy' }}
      targetProfile={withTarget ? { name: 'Anna', photoUrl: null } : null}
      sisterSignup={sisterSignup}
    />
  )
}

const meta = {
  title: 'Signup/SignupFlow',
  component: SignupFlowStory,
  decorators: [withIntl],
  parameters: { layout: 'padded' },
  args: { events: [], submit: 'created', input: {}, withTarget: false, sisterSignup: null },
} satisfies Meta<typeof SignupFlowStory>

export default meta
type Story = StoryObj<typeof meta>

const tryNext: SignupEvent = { type: 'next' }

export const Step0Choices: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'A woman' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Men' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: /keeps my gender/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByRole('heading', { name: 'When were you born?' })).toBeVisible()
  },
}

export const Step0Missing: Story = { args: { events: [tryNext] } }

export const Step1DateOfBirth: Story = { args: { events: walkTo(1) } }

export const Step1TooYoung: Story = {
  args: {
    events: [
      ...walkTo(1),
      { type: 'change-field', field: 'date_of_birth', value: '2010-01-01' },
      tryNext,
    ],
  },
}

export const Step1Invalid: Story = {
  args: {
    events: [
      ...walkTo(1),
      { type: 'change-field', field: 'date_of_birth', value: '2000-02-30' },
      tryNext,
    ],
  },
}

export const Step2Username: Story = { args: { events: walkTo(2) } }

export const Step2StartsWithAt: Story = {
  args: {
    events: [...walkTo(2), { type: 'change-field', field: 'name', value: '@anna' }, tryNext],
  },
}

export const Step3Account: Story = { args: { events: walkTo(3) } }

export const Step3Invalid: Story = {
  args: {
    events: [
      ...walkTo(3),
      { type: 'change-field', field: 'email', value: 'anna@' },
      { type: 'change-field', field: 'password', value: 'short' },
      tryNext,
    ],
  },
}

export const Step3EmailTaken: Story = { args: { events: walkTo(4), submit: 'email-taken' } }

export const Step3WithTargetProfile: Story = { args: { events: walkTo(3), withTarget: true } }

export const Submitting: Story = { args: { events: walkTo(4), submit: 'never' } }

export const Failed: Story = { args: { events: walkTo(4), submit: 'fail' } }

export const CompleteActivationPending: Story = { args: { events: walkTo(4), submit: 'created' } }

export const CompleteActive: Story = { args: { events: walkTo(4), submit: 'created-active' } }

export const InviteOnly: Story = { args: { input: { signupsSetting: 'other' } } }

/** The brand names an open sister brand (decision 084): the notice offers its signup too. */
export const InviteOnlyWithSister: Story = {
  args: {
    input: { signupsSetting: 'other' },
    sisterSignup: { name: 'Flirtwave', href: 'https://flirtwave.example/signup' },
  },
}

export const German: Story = {
  args: { events: [...walkTo(1), tryNext] },
  parameters: { locale: 'de' },
}
