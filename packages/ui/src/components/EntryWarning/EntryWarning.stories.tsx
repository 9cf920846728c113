import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
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
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body)
    await userEvent.click(await page.findByRole('button', { name: 'I am 18 or older – enter' }))
    await expect(page.queryByRole('dialog', { name: 'Adults only' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Show the warning again' }))
    await expect(await page.findByRole('dialog', { name: 'Adults only' })).toBeInTheDocument()
  },
}
