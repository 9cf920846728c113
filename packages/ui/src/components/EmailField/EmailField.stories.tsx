import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { EmailField } from './index.ts'

const meta = {
  title: 'Components/EmailField',
  component: EmailField,
  args: { label: 'Email', name: 'email', required: true, maxLength: 254 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' })
    await expect(field).toHaveAttribute('type', 'email')
    await expect(field).toHaveAttribute('autocomplete', 'email')
    await userEvent.type(field, 'anna@example.com')
    await expect(field).toHaveValue('anna@example.com')
  },
}

export const WithHintAndError: Story = {
  args: {
    defaultValue: 'anna@',
    hint: 'We never show your email.',
    error: 'Please enter a valid email address.',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' })
    await expect(field).toBeInvalid()
    await expect(field).toHaveAccessibleDescription(
      'We never show your email. Please enter a valid email address.',
    )
  },
}

export const AccountName: Story = {
  args: { autoComplete: 'username', readOnly: true, value: 'anna@example.com' },
}
