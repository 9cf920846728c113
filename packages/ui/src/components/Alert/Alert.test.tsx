import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Alert } from './Alert.tsx'

describe('Alert', () => {
  it('is silent by default and announces when asked', () => {
    const { rerender } = render(<Alert title="Add a photo">Text</Alert>)
    expect(screen.queryByRole('status')).toBeNull()
    rerender(
      <Alert title="Add a photo" announce>
        Text
      </Alert>,
    )
    expect(screen.getByRole('status').textContent).toContain('Add a photo')
    rerender(
      <Alert tone="danger" announce>
        Deleting the chat failed
      </Alert>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Deleting the chat failed')
  })

  it('renders actions and a labelled dismiss button', async () => {
    const onDismiss = vi.fn()
    render(
      <Alert onDismiss={onDismiss} dismissLabel="Hide" actions={<a href="/profile">Upload</a>}>
        Text
      </Alert>,
    )
    expect(screen.getByRole('link', { name: 'Upload' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })
})
