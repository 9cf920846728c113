import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { samplePhoto } from '../../stories/sample-photos.ts'
import { PhotoViewer } from './PhotoViewer.tsx'

const photos = Array.from({ length: 4 }, (_, index) => ({
  src: samplePhoto(index),
  alt: `Photo ${index + 1} of Anna`,
  locked: index === 3,
}))

const meta = {
  title: 'Components/PhotoViewer',
  component: PhotoViewer,
  args: {
    photos,
    index: 0,
    onIndexChange: () => {},
    onClose: () => {},
    label: 'Photos of Anna',
    closeLabel: 'Close',
    previousLabel: 'Previous photo',
    nextLabel: 'Next photo',
    positionLabel: (position: number, count: number) => `${position} of ${count}`,
    lockedLabel: 'Premium photo',
  },
  render: function Render(args) {
    const [index, setIndex] = useState<number | null>(args.index)
    return (
      <>
        <button type="button" onClick={() => setIndex(0)}>
          Open
        </button>
        <PhotoViewer
          {...args}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setIndex(null)}
        />
      </>
    )
  },
} satisfies Meta<typeof PhotoViewer>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {}

export const LockedPhoto: Story = { args: { index: 3 } }

export const SinglePhoto: Story = { args: { photos: photos.slice(0, 1) } }
