import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Checkbox } from './Checkbox.tsx'

describe('Checkbox', () => {
  it('is a named checkbox that a form posts with its value only when ticked', async () => {
    const { container } = render(
      <form>
        <Checkbox name="consent" value="yes" label="I agree" />
      </form>,
    )
    const form = container.querySelector('form') as HTMLFormElement
    expect(new FormData(form).get('consent')).toBeNull()
    await userEvent.click(screen.getByText('I agree'))
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveProperty('checked', true)
    expect(new FormData(form).get('consent')).toBe('yes')
  })

  it('announces its error with the box', () => {
    render(<Checkbox name="consent" label="I agree" error="We need this to go on." />)
    const box = screen.getByRole('checkbox', { name: 'I agree' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    const described = document.getElementById(box.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toContain('We need this to go on.')
  })
})
