import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PriceSummary } from './PriceSummary.tsx'

const meta = {
  title: 'Components/PriceSummary',
  component: PriceSummary,
  args: { rows: [{ label: 'Price', value: '€14.99' }], totalLabel: 'You pay', total: '€14.99' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceSummary>

export default meta
type Story = StoryObj<typeof meta>

export const ListPrice: Story = {}

export const Discounted: Story = {
  args: {
    rows: [
      { label: 'Price', value: '€14.99' },
      { label: 'Discount TIMEBONUS25 (25%)', value: '−€3.75', discount: true },
    ],
    total: '€11.24',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You pay')).toBeVisible()
    await expect(canvas.getByText('€11.24')).toHaveAttribute('aria-live', 'polite')
  },
}
