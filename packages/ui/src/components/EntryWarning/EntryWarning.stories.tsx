import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '../Button/Button.tsx'
import { EntryWarning } from './EntryWarning.tsx'

const meta = {
  title: 'Components/EntryWarning',
  component: EntryWarning,
  args: {
    open: true,
    title: 'Adults only',
    paragraphs: [
      'This website contains erotic content and is meant for adults. You must be 18 or older to enter.',
      'Some profiles are fictional and marked with 🎭.',
    ],
    enterLabel: 'I am 18 or older – enter',
    leaveLabel: 'Leave',
    leaveHref: 'https://www.example.com/',
    onEnter: () => {},
  },
} satisfies Meta<typeof EntryWarning>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}

export const Dismissed: Story = {
  render: (args) => {
    function Demo() {
      const [open, setOpen] = useState(true)
      return (
        <>
          <Button onClick={() => setOpen(true)}>Show the warning again</Button>
          <EntryWarning {...args} open={open} onEnter={() => setOpen(false)} />
        </>
      )
    }
    return <Demo />
  },
}
