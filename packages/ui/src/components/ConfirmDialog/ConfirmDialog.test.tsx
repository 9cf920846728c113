import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmButton, ConfirmDialog } from './ConfirmDialog.tsx'

const texts = {
  title: 'Revoke the role?',
  description: 'Sam can no longer open the back office.',
  confirmLabel: 'Revoke',
  cancelLabel: 'Keep',
  closeLabel: 'Close',
}

describe('ConfirmDialog', () => {
  it('confirms or cancels, and puts the focus on cancel for a dangerous action', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(
      <ConfirmDialog open tone="danger" onConfirm={onConfirm} onCancel={onCancel} {...texts} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the role?' })
    expect(dialog.textContent).toContain('Sam can no longer open the back office.')
    expect(document.activeElement?.textContent).toBe('Keep')
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})

describe('ConfirmButton', () => {
  it('asks first, then submits its form with its own name and value', async () => {
    const submitted: Array<string | null> = []
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement
          submitted.push(`${submitter?.name}=${submitter?.value}`)
        }}
      >
        <ConfirmButton label="Revoke moderator" name="intent" value="revoke" {...texts} />
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Revoke moderator' }))
    expect(submitted).toEqual([])
    await screen.findByRole('dialog', { name: 'Revoke the role?' })
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(submitted).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Revoke moderator' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }))
    expect(submitted).toEqual(['intent=revoke'])
  })
})
