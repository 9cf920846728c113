import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Select } from './Select.tsx'

const countries = [
  { value: 'NL', label: 'Netherlands' },
  { value: 'DE', label: 'Germany' },
  { value: 'DK', label: 'Denmark' },
  { value: 'SE', label: 'Sweden' },
]

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Country', options: countries, placeholder: 'Any country' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' })
    const [, option] = canvas.getAllByRole('option')
    if (!option) throw new Error('the select has no options')
    await userEvent.selectOptions(select, option)
    await expect(select).toHaveValue((option as HTMLOptionElement).value)
  },
}

export const WithHint: Story = { args: { hint: 'Members from this country show first.' } }

export const WithError: Story = { args: { error: 'Choose a country', placeholder: 'Choose…' } }

export const Disabled: Story = { args: { disabled: true } }
