import { cx } from '../../utils/class-names.ts'
import { Icon } from '../Icon/Icon.tsx'
import { bellGlyph } from '../Icon/glyphs/bell.tsx'
import { cameraGlyph } from '../Icon/glyphs/camera.tsx'
import { chatGlyph } from '../Icon/glyphs/chat.tsx'
import { giftGlyph } from '../Icon/glyphs/gift.tsx'
import { heartGlyph } from '../Icon/glyphs/heart.tsx'
import { pauseGlyph } from '../Icon/glyphs/pause.tsx'
import { playGlyph } from '../Icon/glyphs/play.tsx'
import { starGlyph } from '../Icon/glyphs/star.tsx'
import { mapPinGlyph } from '../Icon/glyphs/map-pin.tsx'
import * as styles from './ProfileShowcase.css.ts'
import { pinPosition, usePhotoSequence } from './sequence.ts'

/** The lander layouts; one per lander of SPEC §2, all fed the same profiles. */
export const showcaseLayouts = [
  'spotlight',
  'collage',
  'gallery',
  'icons',
  'map',
  'feed',
  'crossfade',
  'video',
] as const
export type ShowcaseLayout = (typeof showcaseLayouts)[number]

export interface ShowcaseProfile {
  id: number
  name: string
  age: number
  /** Region or country, already in the visitor's language. */
  place: string | null
  photoSrc: string
  fictional: boolean
}

export interface ProfileShowcaseProps {
  layout: ShowcaseLayout
  profiles: readonly ShowcaseProfile[]
  /** Accessible name of the showcase, e.g. "Singles near you". */
  label: string
  photoAlt: (profile: ShowcaseProfile) => string
  /** Badge text on fictional profiles, e.g. settings.php's fictional_icon. */
  fictionalLabel: string
  /** Labels of the sequence layouts' pause control. */
  playLabel: string
  pauseLabel: string
}

type Layout = (props: ProfileShowcaseProps) => JSX.Element | null

function NameAge({ profile }: { profile: ShowcaseProfile }) {
  return (
    <span className={styles.nameAge}>
      {profile.name}, {profile.age}
    </span>
  )
}

function Place({ profile }: { profile: ShowcaseProfile }) {
  if (!profile.place) return null
  return (
    <span className={styles.place}>
      <Icon glyph={mapPinGlyph} size="sm" />
      {profile.place}
    </span>
  )
}

function Fictional({ profile, label }: { profile: ShowcaseProfile; label: string }) {
  return profile.fictional && label ? <span className={styles.fictional}>{label}</span> : null
}

function Photo({
  profile,
  alt,
  className,
  eager = false,
}: {
  profile: ShowcaseProfile
  alt: string
  className?: string
  eager?: boolean
}) {
  return (
    <img
      className={cx(styles.photo, className)}
      src={profile.photoSrc}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}

/** One large photo and a row of faces: "alone tonight? these people are not either". */
const Spotlight: Layout = ({ profiles, photoAlt, fictionalLabel }) => {
  const [first, ...rest] = profiles
  if (!first) return null
  return (
    <div className={styles.spotlight}>
      <figure className={styles.spotlightHero}>
        <Photo profile={first} alt={photoAlt(first)} eager />
        <figcaption className={styles.overlayCaption}>
          <NameAge profile={first} />
          <Place profile={first} />
          <Fictional profile={first} label={fictionalLabel} />
        </figcaption>
      </figure>
      <ul className={styles.faceRow}>
        {rest.map((profile) => (
          <li key={profile.id} className={styles.face}>
            <Photo profile={profile} alt={photoAlt(profile)} className={styles.faceImage} />
            <NameAge profile={profile} />
            <Fictional profile={profile} label={fictionalLabel} />
          </li>
        ))}
      </ul>
    </div>
  )
}

const Collage: Layout = ({ profiles, photoAlt, fictionalLabel }) => (
  <ul className={styles.collage}>
    {profiles.map((profile, index) => (
      <li key={profile.id} className={cx(styles.collageTile, index === 0 && styles.collageLead)}>
        <Photo profile={profile} alt={photoAlt(profile)} eager={index < 3} />
        <span className={styles.overlayCaption}>
          <NameAge profile={profile} />
          <Fictional profile={profile} label={fictionalLabel} />
        </span>
      </li>
    ))}
  </ul>
)

const Gallery: Layout = ({ profiles, photoAlt, fictionalLabel }) => (
  <ul className={styles.gallery}>
    {profiles.map((profile, index) => (
      <li key={profile.id} className={styles.galleryCard}>
        <Photo
          profile={profile}
          alt={photoAlt(profile)}
          className={styles.galleryPhoto}
          eager={index < 4}
        />
        <span className={styles.cardText}>
          <NameAge profile={profile} />
          <Place profile={profile} />
          <Fictional profile={profile} label={fictionalLabel} />
        </span>
      </li>
    ))}
  </ul>
)

const iconCycle = [heartGlyph, chatGlyph, starGlyph, giftGlyph, cameraGlyph, bellGlyph]

const Icons: Layout = ({ profiles, photoAlt, fictionalLabel }) => (
  <ul className={styles.icons}>
    {profiles.map((profile, index) => (
      <li key={profile.id} className={styles.iconItem}>
        <span className={styles.iconPhotoFrame}>
          <Photo profile={profile} alt={photoAlt(profile)} className={styles.iconPhoto} eager />
          <span className={styles.iconBadge}>
            <Icon glyph={iconCycle[index % iconCycle.length] ?? heartGlyph} size="sm" />
          </span>
        </span>
        <NameAge profile={profile} />
        <Place profile={profile} />
        <Fictional profile={profile} label={fictionalLabel} />
      </li>
    ))}
  </ul>
)

const MapBoard: Layout = ({ profiles, photoAlt, fictionalLabel }) => (
  <div className={styles.mapBoard}>
    <ul className={styles.mapPins}>
      {profiles.map((profile, index) => {
        const { left, top } = pinPosition(profile.id, index)
        return (
          <li
            key={profile.id}
            className={styles.mapPin}
            style={{ left: `${left}%`, top: `${top}%` }}
          >
            <Photo profile={profile} alt={photoAlt(profile)} className={styles.pinPhoto} eager />
            <span className={styles.pinLabel}>
              {profile.name}
              <Fictional profile={profile} label={fictionalLabel} />
            </span>
          </li>
        )
      })}
    </ul>
  </div>
)

const Feed: Layout = ({ profiles, photoAlt, fictionalLabel }) => (
  <ul className={styles.feed}>
    {profiles.map((profile, index) => (
      <li key={profile.id} className={styles.post}>
        <span className={styles.postHeader}>
          <Photo profile={profile} alt="" className={styles.postAvatar} eager={index < 2} />
          <span className={styles.cardText}>
            <NameAge profile={profile} />
            <Place profile={profile} />
          </span>
          <Fictional profile={profile} label={fictionalLabel} />
        </span>
        <Photo
          profile={profile}
          alt={photoAlt(profile)}
          className={styles.postPhoto}
          eager={index < 2}
        />
      </li>
    ))}
  </ul>
)

function Sequence({
  profiles,
  photoAlt,
  fictionalLabel,
  playLabel,
  pauseLabel,
  framed,
}: ProfileShowcaseProps & { framed: boolean }) {
  const { current, playing, toggle } = usePhotoSequence(profiles.length)
  const shown = profiles[current]
  return (
    <div className={cx(styles.sequence, framed && styles.player)}>
      <div className={styles.sequenceStage}>
        {profiles.map((profile, index) => (
          <Photo
            key={profile.id}
            profile={profile}
            alt={index === current ? photoAlt(profile) : ''}
            className={cx(
              styles.sequencePhoto,
              index === current && styles.sequenceCurrent,
              index === current && playing && !framed && styles.kenBurns,
            )}
            eager={index < 2}
          />
        ))}
        {shown ? (
          <span className={styles.overlayCaption} aria-live={playing ? 'off' : 'polite'}>
            <NameAge profile={shown} />
            <Place profile={shown} />
            <Fictional profile={shown} label={fictionalLabel} />
          </span>
        ) : null}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.playButton}
          onClick={toggle}
          aria-pressed={!playing}
          aria-label={playing ? pauseLabel : playLabel}
        >
          <Icon glyph={playing ? pauseGlyph : playGlyph} size="sm" />
        </button>
        {framed ? (
          <span className={styles.progress} aria-hidden="true">
            <span
              className={styles.progressBar}
              style={{ width: `${((current + 1) / Math.max(1, profiles.length)) * 100}%` }}
            />
          </span>
        ) : null}
        <span className={styles.counter}>
          {current + 1} / {profiles.length}
        </span>
      </div>
    </div>
  )
}

const layouts: Record<ShowcaseLayout, Layout> = {
  spotlight: Spotlight,
  collage: Collage,
  gallery: Gallery,
  icons: Icons,
  map: MapBoard,
  feed: Feed,
  crossfade: (props) => <Sequence {...props} framed={false} />,
  video: (props) => <Sequence {...props} framed />,
}

/**
 * Real profiles arranged as one of the landers: a spotlight, a collage, a gallery, icons, a
 * map, a social feed, or an animated photo sequence (plain cross-fade or in a video frame).
 */
export function ProfileShowcase(props: ProfileShowcaseProps) {
  const Arrangement = layouts[props.layout]
  return (
    <section className={styles.showcase} aria-label={props.label}>
      <Arrangement {...props} />
    </section>
  )
}
