import type { Meta, StoryObj } from '@storybook/react-vite'
import { LinkButton } from '../Button/Button.tsx'
import { Alert } from './Alert.tsx'
import { alertTones } from './Alert.css.ts'

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Add a profile photo',
    children: 'Members with a photo get up to ten times more messages.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={`${tone} banner`} />
      ))}
    </div>
  ),
}

export const DismissibleWithAction: Story = {
  args: {
    onDismiss: () => {},
    dismissLabel: 'Hide this message',
    actions: (
      <LinkButton href="#profile" size="sm">
        Upload a photo
      </LinkButton>
    ),
  },
}
