import type { Meta, StoryObj } from '@storybook/react-vite'
import { Switch } from './Switch.tsx'

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Invisible mode', name: 'invisible', defaultChecked: false },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {}

export const On: Story = { args: { defaultChecked: true } }

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } }

export const HiddenLabel: Story = { args: { hideLabel: true, label: 'New likes by email' } }
