import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ActivationReminder } from './ActivationReminder.tsx'

const texts = {
  title: 'Confirm your email',
  children: 'We sent a link to anna@example.com.',
  action: <button type="submit">Send again</button>,
  closeLabel: 'Close',
}

describe('ActivationReminder', () => {
  it('is a banner in the page with its action and an empty live region', () => {
    render(<ActivationReminder presentation="banner" onClose={() => {}} {...texts} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('Confirm your email')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Send again' })).toBeVisible()
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it('reads out what sending again did', () => {
    const { rerender } = render(
      <ActivationReminder presentation="banner" onClose={() => {}} {...texts} />,
    )
    rerender(
      <ActivationReminder
        presentation="banner"
        onClose={() => {}}
        notice="A new link is on its way."
        {...texts}
      />,
    )
    expect(screen.getByRole('status').textContent).toBe('A new link is on its way.')
  })

  it('is a dialog named by its title that closes', async () => {
    const onClose = vi.fn()
    render(<ActivationReminder presentation="modal" onClose={onClose} {...texts} />)
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your email' })
    expect(dialog.textContent).toContain('We sent a link to anna@example.com.')
    expect(screen.getByRole('button', { name: 'Send again' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
