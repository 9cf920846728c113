import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from './Badge.tsx'
import { badgeSizes, badgeTones } from './Badge.css.ts'

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: '3', tone: 'unread' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} size={size}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
}

export const Counters: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Badge tone="unread">1</Badge>
      <Badge tone="unread">42</Badge>
      <Badge tone="unread" srLabel="More than 99 unread messages">
        99+
      </Badge>
      <Badge tone="warning">7</Badge>
      <Badge tone="danger">0</Badge>
    </div>
  ),
}
