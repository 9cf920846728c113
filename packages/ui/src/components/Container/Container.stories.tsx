import type { Meta, StoryObj } from '@storybook/react-vite'
import { Card } from '../Card/Card.tsx'
import { Container } from './Container.tsx'
import { containerWidths } from './Container.css.ts'

const meta = {
  title: 'Components/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: { width: 'wide' },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
} satisfies Meta<typeof Container>

export default meta
type Story = StoryObj<typeof meta>

export const Widths: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, paddingBlock: 16 }}>
      {containerWidths.map((width) => (
        <Container key={width} width={width}>
          <Card>{width}</Card>
        </Container>
      ))}
    </div>
  ),
}
