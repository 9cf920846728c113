import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Modal } from './Modal.tsx'

function renderModal(props: { dismissible?: boolean } = {}) {
  const onClose = vi.fn()
  render(
    <>
      <button type="button">Outside</button>
      <Modal
        open
        onClose={onClose}
        title="Sign up"
        closeLabel="Close"
        dismissible={props.dismissible}
      >
        <input aria-label="Email" />
        <button type="button">Continue</button>
      </Modal>
    </>,
  )
  return { onClose }
}

describe('Modal', () => {
  it('is a labelled modal dialog that focuses its first content control', () => {
    renderModal()
    const dialog = screen.getByRole('dialog', { name: 'Sign up' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }))
  })

  it('focuses the dialog itself when it holds no control', () => {
    render(
      <Modal open onClose={() => {}} title="Notice" closeLabel="Close" dismissible={false}>
        Plain text
      </Modal>,
    )
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Notice' }))
  })

  it('returns focus to the opener when closed', () => {
    const { rerender } = render(
      <>
        <button type="button">Open</button>
        <Modal open={false} onClose={() => {}} title="Sign up" closeLabel="Close">
          <input aria-label="Email" />
        </Modal>
      </>,
    )
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    const tree = (open: boolean) => (
      <>
        <button type="button">Open</button>
        <Modal open={open} onClose={() => {}} title="Sign up" closeLabel="Close">
          <input aria-label="Email" />
        </Modal>
      </>
    )
    rerender(tree(true))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }))
    rerender(tree(false))
    expect(document.activeElement).toBe(opener)
  })

  it('traps Tab inside the dialog', async () => {
    renderModal()
    const close = screen.getByRole('button', { name: 'Close' })
    const last = screen.getByRole('button', { name: 'Continue' })
    last.focus()
    await userEvent.tab()
    expect(document.activeElement).toBe(close)
    await userEvent.tab({ shift: true })
    expect(document.activeElement).toBe(last)
  })

  it('closes on Escape, backdrop click and the close button when dismissible', async () => {
    const { onClose } = renderModal()
    await userEvent.keyboard('{Escape}')
    fireEvent.click(screen.getByTestId('modal-backdrop'))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose.mock.calls).toEqual([['escape'], ['backdrop'], ['button']])
  })

  it('ignores Escape and backdrop clicks and hides the close button when not dismissible', async () => {
    const { onClose } = renderModal({ dismissible: false })
    await userEvent.keyboard('{Escape}')
    fireEvent.click(screen.getByTestId('modal-backdrop'))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(screen.getByRole('dialog')).toBeVisible()
  })

  it('does not close when a click inside the dialog bubbles', () => {
    const { onClose } = renderModal()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Hidden" closeLabel="Close">
        body
      </Modal>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is in the server-rendered page only when it renders in place', () => {
    const modal = (inPlace: boolean) => (
      <Modal open inPlace={inPlace} onClose={() => {}} title="Notice" closeLabel="Close">
        body
      </Modal>
    )
    expect(renderToString(modal(true))).toContain('role="dialog"')
    expect(renderToString(modal(false))).toBe('')
  })
})
