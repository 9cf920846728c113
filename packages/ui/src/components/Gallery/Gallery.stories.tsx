import type { Meta, StoryObj } from '@storybook/react-vite'
import { samplePhoto } from '../../stories/sample-photos.ts'
import { LinkButton } from '../Button/Button.tsx'
import { Gallery } from './Gallery.tsx'

const photos = Array.from({ length: 6 }, (_, index) => ({
  src: samplePhoto(index),
  alt: `Photo ${index + 1} of Anna`,
  locked: index >= 3,
}))

const meta = {
  title: 'Components/Gallery',
  component: Gallery,
  args: {
    photos,
    label: 'Photos of Anna',
    lockedLabel: 'Premium members only',
    lockedAction: (
      <LinkButton href="#premium" size="sm">
        Get Premium
      </LinkButton>
    ),
  },
} satisfies Meta<typeof Gallery>

export default meta
type Story = StoryObj<typeof meta>

export const WithLockedPhotos: Story = {}

export const AllUnlockedSelectable: Story = {
  args: {
    photos: photos.map((photo) => ({ ...photo, locked: false })),
    onPhotoSelect: () => {},
  },
}

export const WithCaptions: Story = {
  args: {
    photos: photos.slice(0, 3).map((photo, index) => ({
      ...photo,
      locked: false,
      caption: ['Beach day', 'Hiking in the Alps', 'Coffee with friends'][index],
    })),
  },
}
