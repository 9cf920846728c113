import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PasswordField } from './index.ts'

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', purpose: 'current', required: true },
  argTypes: { purpose: { control: 'inline-radio', options: ['current', 'new'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>

export default meta
type Story = StoryObj<typeof meta>

export const Current: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Password')
    await expect(field).toHaveAttribute('type', 'password')
    await expect(field).toHaveAttribute('autocomplete', 'current-password')
    await userEvent.type(field, 'secret words')
    await expect(field).toHaveValue('secret words')
  },
}

export const New: Story = {
  args: { label: 'New password', purpose: 'new', minLength: 8, hint: 'At least 8 characters.' },
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('New password')
    await expect(field).toHaveAttribute('autocomplete', 'new-password')
    await expect(field).toHaveAccessibleDescription('At least 8 characters.')
  },
}

export const WithError: Story = {
  args: { error: 'The password is not right.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeInvalid()
  },
}
