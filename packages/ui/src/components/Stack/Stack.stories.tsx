import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box } from '../Box/Box.tsx'
import { Stack } from './Stack.tsx'

const item = (label: string) => (
  <Box key={label} padding="sm" background="surfaceSunken" borderRadius="sm">
    {label}
  </Box>
)

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: { space: 'md', children: ['Name', 'Age', 'Place'].map(item) },
  argTypes: {
    space: { control: 'inline-radio', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl'] },
    align: { control: 'inline-radio', options: ['stretch', 'flex-start', 'center', 'flex-end'] },
  },
} satisfies Meta<typeof Stack>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Centred: Story = { args: { align: 'center', space: 'lg' } }
