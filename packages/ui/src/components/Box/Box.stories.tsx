import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box } from './Box.tsx'

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'primarySoft',
    borderRadius: 'md',
    children: 'Spacing, alignment and colour from the theme, as props.',
  },
} satisfies Meta<typeof Box>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Responsive: Story = {
  args: {
    padding: { mobile: 'sm', md: 'xl' },
    textAlign: { mobile: 'left', md: 'center' },
    children: 'Small padding on a phone, large from tablet width up.',
  },
}
