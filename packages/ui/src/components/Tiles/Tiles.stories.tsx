import type { Meta, StoryObj } from '@storybook/react-vite'
import { Box } from '../Box/Box.tsx'
import { Tiles } from './Tiles.tsx'

const names = ['Anna', 'Ben', 'Clara', 'David', 'Eva', 'Finn', 'Greta', 'Hugo']

const meta = {
  title: 'Layout/Tiles',
  component: Tiles,
  args: {
    as: 'ul',
    columns: { mobile: 2, sm: 3, lg: 4 },
    space: { mobile: 'sm', sm: 'md' },
    children: names.map((name, index) => (
      <li key={name}>
        <Box padding="md" background="surface" borderRadius="md" boxShadow="sm">
          {name}
          {index % 3 === 0 ? ' has a longer text that takes a second line' : ''}
        </Box>
      </li>
    )),
  },
} satisfies Meta<typeof Tiles>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Every card in a row as tall as the tallest. */
export const EqualHeight: Story = { args: { equalHeight: true } }
