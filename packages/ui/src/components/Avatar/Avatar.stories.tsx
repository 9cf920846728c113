import type { Meta, StoryObj } from '@storybook/react-vite'
import { samplePhoto } from '../../stories/sample-photos.ts'
import { Avatar } from './Avatar.tsx'
import { avatarSizes } from './Avatar.css.ts'

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Anna Jansen', src: samplePhoto(2) },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Photo: Story = {}

export const Initials: Story = { args: { src: null } }

export const BrokenImageFallsBack: Story = { args: { src: '/missing-photo.jpg' } }

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`initials-${size}`} name="Émilie Moreau" size={size} />
      ))}
    </div>
  ),
}
