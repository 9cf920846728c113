import type { Meta, StoryObj } from '@storybook/react-vite'
import { TypingIndicator } from './TypingIndicator.tsx'

const meta = {
  title: 'Chat/TypingIndicator',
  component: TypingIndicator,
  args: { label: 'Sanne is typing…' },
} satisfies Meta<typeof TypingIndicator>

export default meta
type Story = StoryObj<typeof meta>

export const Typing: Story = {}
export const Quiet: Story = { args: { label: null } }
