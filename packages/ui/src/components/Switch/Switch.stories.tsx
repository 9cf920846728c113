import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Switch } from './Switch.tsx'

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Invisible mode', name: 'invisible', defaultChecked: false },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Invisible mode' })
    await expect(toggle).not.toBeChecked()
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
  },
}

export const On: Story = { args: { defaultChecked: true } }

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Invisible mode' })
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
  },
}

export const HiddenLabel: Story = { args: { hideLabel: true, label: 'New likes by email' } }
