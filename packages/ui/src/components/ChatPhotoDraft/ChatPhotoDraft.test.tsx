import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ChatPhotoDraft } from './ChatPhotoDraft.tsx'

const picture = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='

describe('ChatPhotoDraft', () => {
  it('shows the chosen photo and sends or cancels it', async () => {
    const onSend = vi.fn()
    const onCancel = vi.fn()
    render(
      <ChatPhotoDraft
        src={picture}
        alt="Photo to send"
        sendLabel="Send photo (10 credits)"
        cancelLabel="Cancel"
        onSend={onSend}
        onCancel={onCancel}
      />,
    )
    expect(screen.getByRole('img', { name: 'Photo to send' }).getAttribute('src')).toBe(picture)
    await userEvent.click(screen.getByRole('button', { name: 'Send photo (10 credits)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onSend).toHaveBeenCalledOnce()
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('keeps the photo but does not send it while disabled, and says why', async () => {
    const onSend = vi.fn()
    render(
      <ChatPhotoDraft
        src={picture}
        alt="Photo to send"
        sendLabel="Send photo (10 credits)"
        cancelLabel="Cancel"
        onSend={onSend}
        onCancel={() => {}}
        disabled
        note="The photo is larger than 10 MB."
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Send photo (10 credits)' }))
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByText('The photo is larger than 10 MB.')).toBeVisible()
  })
})
