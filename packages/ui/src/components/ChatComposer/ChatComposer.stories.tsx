import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { ChatComposer } from './ChatComposer.tsx'

const meta = {
  title: 'Chat/ChatComposer',
  component: ChatComposer,
  args: {
    value: '',
    onChange: () => {},
    onSend: () => {},
    label: 'Your message',
    placeholder: 'Write a message…',
    sendLabel: 'Send',
    maxLength: 1000,
    hint: '2 credits per message · 3 free messages left',
  },
} satisfies Meta<typeof ChatComposer>

export default meta
type Story = StoryObj<typeof meta>

export const Interactive: Story = {
  render: (args) => {
    const [value, setValue] = useState('')
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
          value={value}
          onChange={setValue}
          onSend={() => {
            setSent((earlier) => [...earlier, value])
            setValue('')
          }}
        />
      </div>
    )
  },
}

export const Disabled: Story = { args: { disabled: true, value: 'Cannot send yet' } }
