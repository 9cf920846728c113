import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PhoneCodeField } from './PhoneCodeField.tsx'

const meta = {
  title: 'Components/PhoneCodeField',
  component: PhoneCodeField,
  args: { label: 'Mobile phone number', name: 'phone', sendLabel: 'Send code by SMS' },
  decorators: [
    (Story) => (
      <form style={{ maxWidth: 420 }} onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof PhoneCodeField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile phone number' })).toHaveAttribute(
      'autocomplete',
      'tel',
    )
    await expect(canvas.getByRole('button', { name: 'Send code by SMS' })).toBeEnabled()
  },
}

export const Sent: Story = {
  args: {
    defaultValue: '+31 6 12345678',
    sentNotice: 'We sent a code to +316****5678. It works for 10 minutes.',
  },
}

export const Invalid: Story = {
  args: { defaultValue: '12', error: 'Please enter a mobile phone number, e.g. +31 6 12345678.' },
}
