import type { SignupEvent } from '@dating/machines/signup/events'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type StorySubmit, useStorySignup, walkTo, withIntl } from '../testing/story-signup.tsx'
import { SignupDialog } from './SignupDialog.tsx'

function SignupDialogStory({
  events,
  submit,
}: {
  events: readonly SignupEvent[]
  submit: StorySubmit
}) {
  const actor = useStorySignup({ events, submit })
  return (
    <SignupDialog
      actor={actor}
      title="Join Flirtwave for free"
      brandName="Flirtwave"
      continueHref="/complete-signup"
      legalLinks={{ terms: '/pages/terms', privacy: '/pages/privacy' }}
    />
  )
}

const meta = {
  title: 'Signup/SignupDialog',
  component: SignupDialogStory,
  decorators: [withIntl],
  args: { events: [], submit: 'created' },
} satisfies Meta<typeof SignupDialogStory>

export default meta
type Story = StoryObj<typeof meta>

/** Step 0: backdrop and Escape still close it. */
export const Closable: Story = {}

/** From step 1 on only the close button closes it. */
export const InProgress: Story = { args: { events: walkTo(2) } }

/** While the account is being created nothing closes it. */
export const Submitting: Story = { args: { events: walkTo(4), submit: 'never' } }

export const Complete: Story = { args: { events: walkTo(4), submit: 'created' } }
