import type { Meta, StoryObj } from '@storybook/react-vite'
import { samplePhoto, sampleProfiles } from '../../stories/sample-photos.ts'
import { ProfileShowcase, type ShowcaseProfile, showcaseLayouts } from './ProfileShowcase.tsx'

const profiles: ShowcaseProfile[] = sampleProfiles.map((profile, index) => ({
  id: index + 1,
  name: profile.name,
  age: profile.age,
  place: profile.location.split(',')[0] ?? null,
  photoSrc: samplePhoto(index),
  fictional: index % 4 === 1,
}))

const meta = {
  title: 'Components/ProfileShowcase',
  component: ProfileShowcase,
  args: {
    layout: 'gallery',
    profiles,
    label: 'Singles near you',
    photoAlt: (profile) => `Photo of ${profile.name}`,
    fictionalLabel: '✦ Fictional',
    playLabel: 'Play the photos',
    pauseLabel: 'Pause the photos',
  },
  argTypes: { layout: { control: 'select', options: showcaseLayouts } },
} satisfies Meta<typeof ProfileShowcase>

export default meta
type Story = StoryObj<typeof meta>

export const Gallery: Story = {}

/** Every layout the landers use, one under the other. */
export const AllLayouts: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      {showcaseLayouts.map((layout) => (
        <div key={layout}>
          <h2>{layout}</h2>
          <ProfileShowcase {...args} layout={layout} label={`${args.label} (${layout})`} />
        </div>
      ))}
    </div>
  ),
}

export const VideoSequence: Story = { args: { layout: 'video' } }

export const MapBoard: Story = { args: { layout: 'map' } }
