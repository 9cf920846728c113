import type { Meta, StoryObj } from '@storybook/react-vite'
import { NotificationMatrix } from './NotificationMatrix.tsx'

const kinds = [
  ['message', 'New messages'],
  ['like', 'New likes'],
  ['match', 'New matches'],
  ['news', 'News and tips from Flirtwave'],
] as const

const meta = {
  title: 'Components/NotificationMatrix',
  component: NotificationMatrix,
  args: {
    caption: 'Notifications',
    kindHeader: 'What',
    channels: ['Email', 'Push'],
    rows: kinds.map(([id, label]) => ({
      id,
      label,
      switches: [
        { name: `email.${id}`, defaultChecked: id !== 'news', label: `${label} by email` },
        { name: `push.${id}`, defaultChecked: true, label: `${label} by push` },
      ],
    })),
  },
} satisfies Meta<typeof NotificationMatrix>

export default meta
type Story = StoryObj<typeof meta>

export const Settings: Story = {}

export const EmailDisabled: Story = {
  args: {
    rows: kinds.map(([id, label]) => ({
      id,
      label,
      switches: [
        { name: `email.${id}`, defaultChecked: true, label: `${label} by email`, disabled: true },
        { name: `push.${id}`, defaultChecked: true, label: `${label} by push` },
      ],
    })),
  },
}
