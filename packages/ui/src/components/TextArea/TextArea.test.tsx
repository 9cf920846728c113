import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TextArea } from './TextArea.tsx'

describe('TextArea', () => {
  it('labels the text area and takes several lines', async () => {
    render(<TextArea label="Message" />)
    const input = screen.getByRole('textbox', { name: 'Message' })
    expect(input.tagName).toBe('TEXTAREA')
    await userEvent.type(input, 'Hi{Enter}there')
    expect((input as HTMLTextAreaElement).value).toBe('Hi\nthere')
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })

  it('marks errors and describes the text area with hint and error', () => {
    render(<TextArea label="Message" hint="Optional" error="Too long" />)
    const input = screen.getByRole('textbox', { name: 'Message' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Optional',
      'Too long',
    ])
  })
})
