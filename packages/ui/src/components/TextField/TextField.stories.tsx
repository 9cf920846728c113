import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TextField } from './TextField.tsx'
import { textFieldTypes } from './TextField.css.ts'

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Email' })
    await userEvent.type(field, 'anna@example.com')
    await expect(field).toHaveValue('anna@example.com')
  },
}

export const WithHint: Story = {
  args: { label: 'Username', type: 'text', hint: 'Shown on your profile. Must not start with @.' },
}

export const WithError: Story = {
  args: { defaultValue: 'anna@', error: 'Invalid email', hint: 'We never show your email.' },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'free.member@example.com' } }

export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {textFieldTypes.map((type) => (
        <TextField key={type} label={`Type ${type}`} type={type} />
      ))}
    </div>
  ),
}
