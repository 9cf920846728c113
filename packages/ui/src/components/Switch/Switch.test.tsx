import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Switch } from './Switch.tsx'

describe('Switch', () => {
  it('is a named switch that a form posts like a checkbox', async () => {
    const { container } = render(
      <form>
        <Switch name="invisible" label="Invisible mode" />
      </form>,
    )
    const toggle = screen.getByRole('switch', { name: 'Invisible mode' })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    await userEvent.click(screen.getByText('Invisible mode'))
    expect((toggle as HTMLInputElement).checked).toBe(true)
    const form = container.querySelector('form') as HTMLFormElement
    expect(new FormData(form).get('invisible')).toBe('on')
  })

  it('keeps a hidden label for screen readers', () => {
    render(<Switch name="x" label="New likes by email" hideLabel />)
    expect(screen.getByRole('switch', { name: 'New likes by email' })).toBeVisible()
  })
})
