import type { FictionalMark } from '@dating/domain/fictional'
import { Badge } from '@dating/ui/Badge'
import { Icon } from '@dating/ui/Icon'
import { cameraGlyph } from '@dating/ui/glyphs/camera'
import { mapPinGlyph } from '@dating/ui/glyphs/map-pin'
import type { CSSProperties, PointerEventHandler } from 'react'
import { useIntl } from 'react-intl'
import type { LanderProfile } from '../../utils/lander-profile.ts'
import type { Choice } from './deck.ts'
import * as styles from './SwipeDeck.css.ts'

export type CardPlace = keyof typeof styles.cardPlace

export interface SwipeCardProps {
  profile: LanderProfile
  place: CardPlace /** The brand's fictional_icon and fictional_singular, on every fictional profile. */
  fictional: FictionalMark
  /** Horizontal drag offset in px while the visitor drags the top card. */
  dragX: number | null
  /** How strongly each stamp shows, 0 to 1. */
  stampStrength: Record<Choice, number>
  eagerPhoto: boolean
  onPointerDown?: PointerEventHandler<HTMLElement>
  onPointerMove?: PointerEventHandler<HTMLElement>
  onPointerUp?: PointerEventHandler<HTMLElement>
  onPointerCancel?: PointerEventHandler<HTMLElement>
}

function initials(name: string): string {
  return name.trim().charAt(0).toUpperCase()
}

export function SwipeCard({
  profile,
  place,
  fictional,
  dragX,
  stampStrength,
  eagerPhoto,
  ...pointerHandlers
}: SwipeCardProps) {
  const intl = useIntl()
  const isTop = place === 'top'
  const dragStyle: CSSProperties | undefined =
    dragX === null ? undefined : { transform: `translateX(${dragX}px) rotate(${dragX / 16}deg)` }
  const country = intl.formatMessage({ id: `country.${profile.country}` })
  const location = profile.region ? `${profile.region}, ${country}` : country

  return (
    <article
      className={[styles.card, styles.cardPlace[place], dragX === null ? '' : styles.dragging].join(
        ' ',
      )}
      style={dragStyle}
      aria-hidden={isTop ? undefined : true}
      {...(isTop ? pointerHandlers : {})}
    >
      {profile.photo ? (
        <img
          className={styles.photo}
          src={profile.photo}
          alt={intl.formatMessage({ id: 'lander.card.photoAlt' }, { name: profile.name })}
          width={720}
          height={960}
          draggable={false}
          loading={eagerPhoto ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true">
          {initials(profile.name)}
        </div>
      )}
      <div className={styles.markers}>
        {profile.fictional ? (
          <Badge tone="warning" title={intl.formatMessage({ id: 'fictional.singular' })}>
            {fictional.icon ? <span aria-hidden="true">{fictional.icon} </span> : null}
            {fictional.text}
          </Badge>
        ) : null}
        {profile.photoCount > 1 ? (
          <span className={styles.chip}>
            <Icon glyph={cameraGlyph} size="sm" />
            {intl.formatMessage({ id: 'lander.card.photoCount' }, { count: profile.photoCount })}
          </span>
        ) : null}
      </div>
      <span
        className={styles.stamp.like}
        style={{ opacity: stampStrength.like }}
        aria-hidden="true"
      >
        {intl.formatMessage({ id: 'lander.swipe.like' })}
      </span>
      <span
        className={styles.stamp.pass}
        style={{ opacity: stampStrength.pass }}
        aria-hidden="true"
      >
        {intl.formatMessage({ id: 'lander.swipe.pass' })}
      </span>
      <div
        className={[
          styles.caption,
          place === 'next' || place === 'after' ? styles.captionWaiting : '',
        ].join(' ')}
      >
        <h2 className={styles.name}>
          {intl.formatMessage(
            { id: 'lander.card.nameAge' },
            { name: profile.name, age: profile.age },
          )}
        </h2>
        <p className={styles.location}>
          <Icon glyph={mapPinGlyph} size="sm" />
          {location}
        </p>
      </div>
    </article>
  )
}
