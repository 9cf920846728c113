import type { Meta, StoryObj } from '@storybook/react-vite'
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

export const Dismissible: Story = {}

export const NotDismissible: Story = {
  args: {
    title: 'Signup in progress',
    description: 'Backdrop clicks and Escape do nothing while the signup is in progress.',
    dismissible: false,
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
