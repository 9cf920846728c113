import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { useState } from 'react'
import { Button } from '../Button/Button.tsx'
import { Toast, ToastRegion } from './Toast.tsx'
import { toastTones } from './Toast.css.ts'

const messages = {
  info: 'Anna liked your profile.',
  success: 'Your settings were saved.',
  warning: 'You have 2 credits left.',
  danger: 'The message could not be sent. Please try again.',
} as const

const meta = {
  title: 'Components/Toast',
  component: Toast,
  parameters: { layout: 'fullscreen' },
  args: { tone: 'info', title: 'New like', children: messages.info, dismissLabel: 'Dismiss' },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
} satisfies Meta<typeof Toast>

export default meta
type Story = StoryObj<typeof meta>

export const Single: Story = {
  render: (args) => (
    <div style={{ padding: 16 }}>
      <Toast {...args} onDismiss={() => {}} />
    </div>
  ),
}

export const AllTonesInRegion: Story = {
  render: () => {
    const Demo = () => {
      const [visible, setVisible] = useState<string[]>([...toastTones])
      return (
        <div style={{ padding: 16, minHeight: 480 }}>
          <Button onClick={() => setVisible([...toastTones])}>Show all toasts</Button>
          <ToastRegion label="Notifications">
            {toastTones
              .filter((tone) => visible.includes(tone))
              .map((tone) => (
                <Toast
                  key={tone}
                  tone={tone}
                  dismissLabel="Dismiss"
                  onDismiss={() => setVisible((current) => current.filter((t) => t !== tone))}
                >
                  {messages[tone]}
                </Toast>
              ))}
          </ToastRegion>
        </div>
      )
    }
    return <Demo />
  },
  play: async ({ canvas, userEvent }) => {
    const before = canvas.getAllByRole('button', { name: 'Dismiss' }).length
    const [first] = canvas.getAllByRole('button', { name: 'Dismiss' })
    if (!first) throw new Error('no toast to dismiss')
    await userEvent.click(first)
    await expect(canvas.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(before - 1)
  },
}
