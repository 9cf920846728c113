import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { EmailField } from './index.ts'

describe('EmailField', () => {
  it('is a named email input that the browser fills with the saved address', () => {
    render(<EmailField label="Email" name="email" />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toHaveAttribute('name', 'email')
    expect(input).toHaveAttribute('autocomplete', 'email')
  })

  it('takes another autocomplete where the address names an account', () => {
    render(<EmailField label="Email" autoComplete="username" />)
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'autocomplete',
      'username',
    )
  })

  it('links its error in the server-rendered markup, before any script runs', () => {
    document.body.innerHTML = renderToString(
      <form method="post">
        <EmailField label="Email" name="email" error="Invalid email" />
      </form>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toBeInvalid()
    expect(input).toHaveAccessibleDescription('Invalid email')
    expect(input.closest('form')).not.toBeNull()
  })
})
