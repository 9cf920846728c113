import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ChatPhotoDraft } from './ChatPhotoDraft.tsx'

/** A small landscape drawn inline, so the story needs no file. */
const landscape = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#8ecae6"/><circle cx="320" cy="70" r="36" fill="#ffb703"/><path d="M0 300 L140 140 L260 300Z" fill="#2a9d8f"/><path d="M120 300 L280 120 L400 300Z" fill="#264653"/></svg>',
)}`

const meta = {
  title: 'Chat/ChatPhotoDraft',
  component: ChatPhotoDraft,
  args: {
    src: landscape,
    alt: 'Photo to send',
    sendLabel: 'Send photo (10 credits)',
    cancelLabel: 'Cancel',
    onSend: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatPhotoDraft>

export default meta
type Story = StoryObj<typeof meta>

export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Send photo (10 credits)' }))
    await expect(args.onSend).toHaveBeenCalledOnce()
  },
}

export const TooLarge: Story = {
  args: { disabled: true, note: 'This photo is larger than 10 MB. Please choose a smaller one.' },
}
