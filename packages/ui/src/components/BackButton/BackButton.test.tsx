import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BackButton } from './BackButton.tsx'

describe('BackButton', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('goes one page back when the tab has history', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3)
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    render(<BackButton label="Back" fallbackHref="/members" />)
    const link = screen.getByRole('link', { name: 'Back' })
    expect(link.getAttribute('href')).toBe('/members')
    await userEvent.click(link)
    expect(back).toHaveBeenCalledOnce()
  })

  it('follows its link when the app was opened on this page', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1)
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
    render(<BackButton label="Back" fallbackHref="/likes" />)
    const link = screen.getByRole('link', { name: 'Back' })
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(back).not.toHaveBeenCalled()
  })
})
