import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '../Button/Button.tsx'
import { ActivationReminder } from './ActivationReminder.tsx'
import { activationReminderPresentations } from './ActivationReminder.tsx'

function SendAgain() {
  const [sent, setSent] = useState(false)
  return (
    <Button size="sm" variant="secondary" disabled={sent} onClick={() => setSent(true)}>
      Send again
    </Button>
  )
}

const meta = {
  title: 'Components/ActivationReminder',
  component: ActivationReminder,
  args: {
    presentation: 'banner',
    title: 'Confirm your email',
    children: 'We sent a link to anna@example.com. Open it to activate your account.',
    action: <SendAgain />,
    onClose: () => {},
    closeLabel: 'Close',
  },
  argTypes: {
    presentation: { control: 'inline-radio', options: activationReminderPresentations },
  },
} satisfies Meta<typeof ActivationReminder>

export default meta
type Story = StoryObj<typeof meta>

export const Banner: Story = {}

export const BannerAfterSending: Story = {
  args: { notice: 'A new link is on its way to anna@example.com.' },
}

export const BannerAtTheDailyLimit: Story = {
  args: {
    notice:
      'We already sent several activation emails today. Please check your inbox and spam folder, or try again tomorrow.',
  },
}

function ModalDemo(props: Parameters<typeof ActivationReminder>[0]) {
  const [open, setOpen] = useState(true)
  return open ? (
    <ActivationReminder {...props} onClose={() => setOpen(false)} />
  ) : (
    <Button onClick={() => setOpen(true)}>Show the reminder again</Button>
  )
}

export const ModalOnAPhone: Story = {
  args: { presentation: 'modal' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => <ModalDemo {...args} />,
}
