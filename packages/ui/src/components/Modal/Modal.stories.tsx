import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { useState } from 'react'
import { Button } from '../Button/Button.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { Modal, type ModalProps } from './Modal.tsx'
import { modalSizes } from './Modal.css.ts'

function ModalDemo(props: Omit<ModalProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  )
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: () => {},
    title: 'Sign up for free',
    description: 'It takes less than a minute.',
    closeLabel: 'Close',
    dismissible: true,
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <TextField label="Email" type="email" />
        <TextField label="Password" type="password" />
      </div>
    ),
    footer: <Button fullWidth>Continue</Button>,
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  render: ({ open: _open, onClose: _onClose, ...props }) => <ModalDemo {...props} />,
} satisfies Meta<typeof Modal>

export default meta
type Story = StoryObj<typeof meta>

export const Dismissible: Story = {
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body)
    await expect(await page.findByRole('dialog', { name: 'Sign up for free' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect(page.queryByRole('dialog', { name: 'Sign up for free' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }))
    await expect(await page.findByRole('dialog', { name: 'Sign up for free' })).toBeInTheDocument()
  },
}

export const NotDismissible: Story = {
  args: {
    title: 'Signup in progress',
    description: 'Backdrop clicks and Escape do nothing while the signup is in progress.',
    dismissible: false,
  },
  play: async ({ userEvent }) => {
    await userEvent.keyboard('{Escape}')
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument()
  },
}

export const Sizes: Story = {
  render: ({ open: _open, onClose: _onClose, ...props }) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {modalSizes.map((size) => (
        <SizeDemo key={size} size={size} {...props} />
      ))}
    </div>
  ),
}

function SizeDemo(props: Omit<ModalProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open {props.size}
      </Button>
      <Modal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  )
}
