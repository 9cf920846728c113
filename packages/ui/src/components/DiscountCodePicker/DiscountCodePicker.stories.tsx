import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { DiscountCodePicker } from './DiscountCodePicker.tsx'

const meta = {
  title: 'Components/DiscountCodePicker',
  component: DiscountCodePicker,
  args: {
    legend: 'Discount code (optional)',
    name: 'discount_choice',
    options: [
      { value: 'TIMEBONUS25', label: 'TIMEBONUS25: 25% off' },
      { value: 'STAY-ABCD2345', label: 'STAY-ABCD2345: 30% off' },
    ],
    defaultValue: 'TIMEBONUS25',
    noneLabel: 'No code',
    otherLabel: 'Another code',
    otherInputLabel: 'Your code',
    otherName: 'discount_code',
    applyLabel: 'Apply',
  },
  decorators: [
    (Story) => (
      <form style={{ maxWidth: 420 }} onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof DiscountCodePicker>

export default meta
type Story = StoryObj<typeof meta>

export const Choose: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'TIMEBONUS25: 25% off' })).toBeChecked()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your code' }), 'SPRING10')
    await expect(canvas.getByRole('radio', { name: 'Another code' })).toBeChecked()
  },
}

export const NoCodes: Story = { args: { options: [], defaultValue: '' } }

export const Refused: Story = {
  args: { defaultValue: 'other', otherDefaultValue: 'NOPE-1234', error: 'Code not found' },
}
