import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ChatComposer } from './ChatComposer.tsx'

function Composer({ onSend, disabled }: { onSend: (text: string) => void; disabled?: boolean }) {
  const [value, setValue] = useState('')
  return (
    <ChatComposer
      value={value}
      onChange={setValue}
      onSend={() => onSend(value)}
      label="Your message"
      placeholder="Write a message…"
      sendLabel="Send"
      maxLength={20}
      disabled={disabled}
    />
  )
}

describe('ChatComposer', () => {
  it('sends on Enter, starts a new line on Shift+Enter, never sends blanks', async () => {
    const onSend = vi.fn()
    render(<Composer onSend={onSend} />)
    const input = screen.getByRole('textbox', { name: 'Your message' })
    await userEvent.type(input, '   {Enter}')
    expect(onSend).not.toHaveBeenCalled()
    await userEvent.clear(input)
    await userEvent.type(input, 'Hi{Shift>}{Enter}{/Shift}there{Enter}')
    expect(onSend).toHaveBeenCalledWith('Hi\nthere')
    expect(input.getAttribute('maxlength')).toBe('20')
  })

  it('sends nothing while disabled', async () => {
    const onSend = vi.fn()
    render(<Composer onSend={onSend} disabled />)
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveProperty('disabled', true)
  })
})
