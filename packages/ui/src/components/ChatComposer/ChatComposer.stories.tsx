import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { ChatComposer } from './ChatComposer.tsx'

const meta = {
  title: 'Chat/ChatComposer',
  component: ChatComposer,
  args: {
    action: '/chats/9',
    fields: { profile_id: '2', client_message_id: 'story' },
    label: 'Your message',
    placeholder: 'Write a message…',
    sendLabel: 'Send',
    maxLength: 1000,
    hint: '2 credits per message · you have 40 credits',
  },
} satisfies Meta<typeof ChatComposer>

export default meta
type Story = StoryObj<typeof meta>

export const Interactive: Story = {
  render: (args) => {
    const [sent, setSent] = useState<string[]>([])
    return (
      <div style={{ maxWidth: 480 }}>
        <ul>
          {sent.map((text, index) => (
            <li key={`${index}-${text}`}>{text}</li>
          ))}
        </ul>
        <ChatComposer
          {...args}
          onSend={(data, form) => {
            setSent((earlier) => [...earlier, String(data.get('text'))])
            form.reset()
          }}
        />
      </div>
    )
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Cannot send yet' } }
