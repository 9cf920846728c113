import type { Meta, StoryObj } from '@storybook/react-vite'
import { messageStatuses } from './MessageBubble.css.ts'
import { MessageBubble } from './MessageBubble.tsx'

const meta = {
  title: 'Chat/MessageBubble',
  component: MessageBubble,
  args: { side: 'theirs', text: 'Hi! How is your day going?', time: '14:02' },
} satisfies Meta<typeof MessageBubble>

export default meta
type Story = StoryObj<typeof meta>

export const Received: Story = {
  args: { action: { label: 'Report this message', onClick: () => {} } },
}

export const OwnStatuses: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      {messageStatuses.map((value) => (
        <MessageBubble
          key={value}
          side="mine"
          text={`A message that is ${value}`}
          time="14:03"
          status={{ value, label: value }}
          onRetry={() => {}}
        />
      ))}
    </div>
  ),
}

const sticker =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" rx="32" fill="#ef476f"/><text x="80" y="104" font-size="72" text-anchor="middle">❤️</text></svg>',
  )

export const Sticker: Story = {
  args: { side: 'mine', text: undefined, picture: { src: sticker, alt: 'Love' } },
}

export const LongText: Story = {
  args: {
    text: 'A long message that wraps over several lines to show how the bubble keeps a readable width on phones and wide screens alike, even with averyveryverylongwordwithoutanyspaces.',
  },
}
