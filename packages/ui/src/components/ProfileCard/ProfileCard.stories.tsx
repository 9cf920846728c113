import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleProfiles, samplePhoto } from '../../stories/sample-photos.ts'
import { sprinkles } from '../../theme/sprinkles.css.ts'
import { Badge } from '../Badge/Badge.tsx'
import { Button } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { heartGlyph } from '../Icon/glyphs/heart.tsx'
import { ProfileCard } from './ProfileCard.tsx'

const meta = {
  title: 'Components/ProfileCard',
  component: ProfileCard,
  args: {
    name: 'Anna',
    age: 29,
    location: 'Utrecht, Netherlands',
    photoSrc: samplePhoto(0),
    photoAlt: 'Photo of Anna',
    href: '#members/1',
  },
} satisfies Meta<typeof ProfileCard>

export default meta
type Story = StoryObj<typeof meta>

const single: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 260 }}>
      <Story />
    </div>
  ),
]

export const Default: Story = { decorators: single }

export const Online: Story = { decorators: single, args: { onlineLabel: 'Online' } }

export const WithDistance: Story = { decorators: single, args: { distance: '20 km away' } }

export const Locked: Story = {
  decorators: single,
  args: { locked: true, lockedLabel: 'Premium photo' },
}

export const WithoutPhoto: Story = {
  decorators: single,
  args: { photoSrc: null, name: 'Lena Marie' },
}

export const FictionalWithActions: Story = {
  decorators: single,
  args: {
    markers: <Badge tone="primary">Fictional</Badge>,
    footer: (
      <Button size="sm" variant="ghost" fullWidth iconStart={<Icon glyph={heartGlyph} size="sm" />}>
        Like
      </Button>
    ),
  },
}

export const Grid: Story = {
  render: () => (
    <div
      className={sprinkles({
        display: 'grid',
        gridTemplateColumns: { mobile: 2, md: 3, lg: 4 },
        gap: { mobile: 'sm', md: 'lg' },
      })}
    >
      {sampleProfiles.map((profile, index) => (
        <ProfileCard
          key={profile.name}
          {...profile}
          photoSrc={index === 5 ? null : samplePhoto(index)}
          photoAlt={`Photo of ${profile.name}`}
          href={`#members/${index}`}
          onlineLabel={index % 3 === 0 ? 'Online' : undefined}
          locked={index === 2}
          lockedLabel="Premium photo"
          imageLoading={index < 4 ? 'eager' : 'lazy'}
        />
      ))}
    </div>
  ),
}
