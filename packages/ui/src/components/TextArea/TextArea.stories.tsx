import type { Meta, StoryObj } from '@storybook/react-vite'
import { TextArea } from './TextArea.tsx'

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Your first message to Anna', placeholder: 'Say hello…' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithHint: Story = { args: { hint: 'Optional, at most 500 characters.' } }

export const WithError: Story = {
  args: {
    defaultValue: 'Hi!'.repeat(200),
    error: 'Your message may be at most 500 characters long.',
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Hello Anna' } }
