import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ChatComposer } from './ChatComposer.tsx'

const texts = { label: 'Your message', placeholder: 'Write a message…', sendLabel: 'Send' }

describe('ChatComposer', () => {
  it('is a form posting the text and its fields to the chat', () => {
    render(
      <ChatComposer
        {...texts}
        action="/chats/9"
        fields={{ profile_id: '2', client_message_id: 'c1' }}
        maxLength={20}
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Your message' })
    const form = input.closest('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/chats/9')
    expect(input).toHaveAttribute('name', 'text')
    expect(input).toBeRequired()
    expect(input).toHaveAttribute('maxlength', '20')
    const data = new FormData(form as HTMLFormElement)
    expect(data.get('client_message_id')).toBe('c1')
    expect(data.get('profile_id')).toBe('2')
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled()
  })

  it('sends on Enter, starts a new line on Shift+Enter, never sends blanks', async () => {
    const onSend = vi.fn()
    render(<ChatComposer {...texts} maxLength={20} onSend={onSend} />)
    const input = screen.getByRole('textbox', { name: 'Your message' })
    await userEvent.type(input, '   {Enter}')
    expect(onSend).not.toHaveBeenCalled()
    await userEvent.clear(input)
    await userEvent.type(input, 'Hi{Shift>}{Enter}{/Shift}there{Enter}')
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(onSend.mock.calls[0]?.[0].get('text')).toBe('Hi\nthere')
  })

  it('sends nothing while disabled', () => {
    render(<ChatComposer {...texts} maxLength={20} disabled onSend={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeDisabled()
  })
})
