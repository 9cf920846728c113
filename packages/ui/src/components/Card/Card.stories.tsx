import type { Meta, StoryObj } from '@storybook/react-vite'
import { Card } from './Card.tsx'
import { cardElevations, cardPaddings } from './Card.css.ts'

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    children: 'Rounded surface for grouping content: search forms, settings, profile details.',
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
  },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Variants: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
      }}
    >
      {cardElevations.flatMap((elevation) =>
        cardPaddings.map((padding) => (
          <Card key={`${elevation}-${padding}`} {...args} elevation={elevation} padding={padding}>
            {elevation} / padding {padding}
          </Card>
        )),
      )}
    </div>
  ),
}
