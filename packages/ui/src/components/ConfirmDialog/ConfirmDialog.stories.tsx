import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, within } from 'storybook/test'
import { Button } from '../Button/Button.tsx'
import { ConfirmButton, ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx'

function Demo(props: Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel'>) {
  const [open, setOpen] = useState(false)
  const [answer, setAnswer] = useState('No answer yet')
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button variant={props.tone ?? 'primary'} onClick={() => setOpen(true)}>
        Suspend the account
      </Button>
      <p role="status">{answer}</p>
      <ConfirmDialog
        {...props}
        open={open}
        onConfirm={() => {
          setOpen(false)
          setAnswer('Confirmed')
        }}
        onCancel={() => {
          setOpen(false)
          setAnswer('Cancelled')
        }}
      />
    </div>
  )
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    onConfirm: () => {},
    onCancel: () => {},
    title: 'Suspend this account now?',
    description:
      'The member is logged out at once and receives a statement of reasons. The report stays open for review.',
    confirmLabel: 'Suspend now',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
    tone: 'danger',
  },
  render: ({ open: _open, onConfirm: _onConfirm, onCancel: _onCancel, ...props }) => (
    <Demo {...props} />
  ),
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Danger: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend the account' }))
    const page = within(document.body)
    await page.findByRole('dialog', { name: 'Suspend this account now?' })
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.getByRole('status')).toHaveTextContent('Cancelled')
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend the account' }))
    await userEvent.click(await page.findByRole('button', { name: 'Suspend now' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirmed')
  },
}

export const Primary: Story = {
  args: {
    tone: 'primary',
    title: 'Approve this photo?',
    description: 'It stays on the profile and leaves the review queue.',
    confirmLabel: 'Approve',
  },
}

export const InAForm: Story = {
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        const status = event.currentTarget.querySelector('[role="status"]')
        if (status) status.textContent = 'Form sent: revoke'
      }}
    >
      <ConfirmButton
        label="Revoke moderator"
        name="intent"
        value="revoke"
        title="Revoke Sam’s moderator role?"
        description="Sam is logged out of the back office at once."
        confirmLabel="Revoke"
        cancelLabel={args.cancelLabel}
        closeLabel={args.closeLabel}
      />
      <p role="status">Not sent</p>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke moderator' }))
    await userEvent.click(await within(document.body).findByRole('button', { name: 'Revoke' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Form sent: revoke')
  },
}
