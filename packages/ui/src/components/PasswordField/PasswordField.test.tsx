import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PasswordField } from './index.ts'

describe('PasswordField', () => {
  it.each([
    ['current', 'current-password'],
    ['new', 'new-password'],
  ] as const)('asks the password manager for the %s password', (purpose, autocomplete) => {
    render(<PasswordField label="Password" name="password" purpose={purpose} />)
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveAttribute('name', 'password')
    expect(input).toHaveAttribute('autocomplete', autocomplete)
  })

  it('links hint and error in the server-rendered markup, before any script runs', () => {
    document.body.innerHTML = renderToString(
      <PasswordField label="Password" purpose="new" hint="At least 8" error="Too short" />,
    )
    const input = screen.getByLabelText('Password')
    expect(input).toBeInvalid()
    expect(input).toHaveAccessibleDescription('At least 8 Too short')
  })
})
