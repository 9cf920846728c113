import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Toast, ToastRegion } from './Toast.tsx'
import { toast, toastMaxWidth, toastTones } from './Toast.css.ts'

describe('Toast', () => {
  it('sits in a named polite live region', () => {
    render(
      <ToastRegion label="Notifications">
        <Toast title="Saved">Your settings were saved.</Toast>
      </ToastRegion>,
    )
    const region = screen.getByRole('region', { name: 'Notifications' })
    const live = region.querySelector('[aria-live]')
    expect(live?.getAttribute('aria-live')).toBe('polite')
    expect(live?.textContent).toContain('Your settings were saved.')
  })

  it('calls onDismiss from its labelled close button', async () => {
    const onDismiss = vi.fn()
    render(
      <Toast tone="danger" onDismiss={onDismiss} dismissLabel="Dismiss">
        Failed
      </Toast>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('is at most 350 px wide and styled per tone', () => {
    expect(toastMaxWidth).toBe('350px')
    expect(new Set(toastTones.map((tone) => toast({ tone }))).size).toBe(toastTones.length)
  })
})
