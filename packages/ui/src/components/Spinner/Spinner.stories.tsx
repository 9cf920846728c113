import type { Meta, StoryObj } from '@storybook/react-vite'
import { Spinner } from './Spinner.tsx'
import { spinnerSizes, spinnerTones } from './Spinner.css.ts'

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </div>
  ),
}
