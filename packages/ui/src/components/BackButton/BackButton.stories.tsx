import type { Meta, StoryObj } from '@storybook/react-vite'
import { BackButton } from './BackButton.tsx'

const meta = {
  title: 'Components/BackButton',
  component: BackButton,
  args: { label: 'Back', fallbackHref: '#members' },
} satisfies Meta<typeof BackButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const German: Story = { args: { label: 'Zurück', fallbackHref: '#likes' } }
