import type { Meta, StoryObj } from '@storybook/react-vite'
import { ChatListItem } from './ChatListItem.tsx'

const meta = {
  title: 'Chat/ChatListItem',
  component: ChatListItem,
  args: {
    href: '/chats/1',
    name: 'Sanne',
    photo: null,
    preview: 'Coffee or wine for a first date?',
    time: '14:02',
    unread: 0,
    unreadLabel: '',
    removeLabel: 'Remove the chat with Sanne',
    onRemove: () => {},
  },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 480 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof ChatListItem>

export default meta
type Story = StoryObj<typeof meta>

export const Read: Story = {}

export const Unread: Story = { args: { unread: 3, unreadLabel: '3 unread messages' } }

export const ManyUnread: Story = { args: { unread: 120, unreadLabel: '120 unread messages' } }

export const Fictional: Story = {
  args: { fictionalLabel: '🎭 Fictional profile', preview: 'Gift, photo or sticker' },
}
