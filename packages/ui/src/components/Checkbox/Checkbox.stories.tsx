import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Checkbox } from './Checkbox.tsx'

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    name: 'consent',
    value: 'yes',
    label:
      'I agree that Flirtwave keeps my gender and whom I am looking for, to show me matching profiles.',
  },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unticked: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox')
    await expect(box).not.toBeChecked()
    await userEvent.click(box)
    await expect(box).toBeChecked()
  },
}

export const Ticked: Story = { args: { defaultChecked: true } }

export const WithError: Story = {
  args: { error: 'We cannot offer you the service without this consent.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true')
  },
}
