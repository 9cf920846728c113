import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { LoadingBar } from './LoadingBar.tsx'

const meta = {
  title: 'Components/LoadingBar',
  component: LoadingBar,
  parameters: { layout: 'fullscreen' },
  args: { progress: 0.6, visible: true, label: 'Loading page' },
  argTypes: { progress: { control: { type: 'range', min: 0, max: 1, step: 0.05 } } },
} satisfies Meta<typeof LoadingBar>

export default meta
type Story = StoryObj<typeof meta>

export const Static: Story = {}

export const Hidden: Story = { args: { visible: false, progress: 1 } }

export const Animated: Story = {
  render: (args) => {
    const Demo = () => {
      const [progress, setProgress] = useState(0)
      useEffect(() => {
        const timer = setInterval(() => setProgress((p) => (p >= 1 ? 0 : p + 0.1)), 400)
        return () => clearInterval(timer)
      }, [])
      return <LoadingBar {...args} progress={progress} visible={progress < 1} />
    }
    return <Demo />
  },
}
