import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button/Button.tsx'
import { Inline } from './Inline.tsx'

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    space: 'sm',
    align: 'center',
    children: ['Like', 'Message', 'Block', 'Report'].map((label) => (
      <Button key={label} variant="secondary">
        {label}
      </Button>
    )),
  },
  argTypes: {
    space: { control: 'inline-radio', options: ['none', 'xs', 'sm', 'md', 'lg'] },
    justify: {
      control: 'inline-radio',
      options: ['flex-start', 'center', 'flex-end', 'space-between'],
    },
  },
} satisfies Meta<typeof Inline>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** On a phone the row wraps instead of running out of the screen. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } }

export const SpaceBetween: Story = { args: { justify: 'space-between' } }
