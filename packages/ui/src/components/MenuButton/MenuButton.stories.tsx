import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Icon } from '../Icon/Icon.tsx'
import { closeGlyph } from '../Icon/glyphs/close.tsx'
import { menuGlyph } from '../Icon/glyphs/menu.tsx'
import { warningGlyph } from '../Icon/glyphs/warning.tsx'
import { MenuButton } from './MenuButton.tsx'

const meta = {
  title: 'Components/MenuButton',
  component: MenuButton,
  args: {
    label: 'Safety options for Anna',
    trigger: <Icon glyph={menuGlyph} size="sm" />,
    items: [
      {
        key: 'report',
        label: 'Report',
        icon: <Icon glyph={warningGlyph} size="sm" />,
        onSelect: () => {},
      },
      {
        key: 'block',
        label: 'Block',
        icon: <Icon glyph={closeGlyph} size="sm" />,
        onSelect: () => {},
      },
      { key: 'help', label: 'Help', href: '#help', separated: true },
    ],
  },
} satisfies Meta<typeof MenuButton>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}

export const OpenedFromTheKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Safety options for Anna' })
    trigger.focus()
    await userEvent.keyboard('{ArrowUp}')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('menuitem', { name: 'Help' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(trigger).toHaveFocus()
  },
}
