import { parseId } from '@dating/domain/ids'
import type { MessageId } from '@dating/i18n/message-ids'
import { interestIcons, isInterest } from '@dating/domain/interests'
import type { ProfileDetail } from '@dating/domain/entities'
import type { ProfileField } from '@dating/domain/profile-attributes'
import { Alert } from '@dating/ui/Alert'
import { FictionalBadge } from '~/components/FictionalBadge.tsx'
import { LinkButton } from '@dating/ui/Button'
import { Gallery } from '@dating/ui/Gallery'
import { Icon } from '@dating/ui/Icon'
import { chevronLeftGlyph } from '@dating/ui/glyphs/chevron-left'
import { mapPinGlyph } from '@dating/ui/glyphs/map-pin'
import { Link } from '@dating/ui/Link'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { type IntlShape, useIntl } from 'react-intl'
import { regionName, useLocationLabel } from '~/utils/location-label.ts'
import * as page from '~/styles/page.css.ts'
import * as styles from '~/styles/profile.css.ts'
import { apiFor, notFoundOnApi404 } from '~/utils/api.server.ts'
import { enumMessageId } from '~/utils/enum-message.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { lazy, Suspense, useState } from 'react'
import { photoSrc, photoSrcSet } from '~/utils/photo-sizes.ts'
import { Box } from '@dating/ui/Box'
import { visuallyHidden } from '@dating/ui/VisuallyHidden'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { Tiles } from '@dating/ui/Tiles'
import { metaDescription, metaMessage, pageTitle, rootDataOf } from '~/utils/meta.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'

// The profile's controls are rendered on the server; their code (the like button, the safety
// menu with its report form and modal) hydrates after the page (decision 036g).
const ProfileActions = markupUntilLoaded(() =>
  import('~/components/ProfileActions.tsx').then((module) => module.ProfileActions),
)
// The related members' cards load after hydration as well; they are links until then.
const MemberGrid = markupUntilLoaded(() =>
  import('~/components/MemberCard.tsx').then((module) => module.MemberGrid),
)
const ProfileSafetyMenu = markupUntilLoaded(() =>
  import('~/components/ProfileSafetyMenu.tsx').then((module) => module.ProfileSafetyMenu),
)

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  if (id === null) throw new Response(null, { status: 404 })
  const { api, responseHeaders } = apiFor(request)
  const { profile, related } = await api.getProfile(id).catch(notFoundOnApi404)
  return data({ profile, related }, { headers: responseHeaders })
}

// The full-screen viewer's code is fetched on the first tap on a photo.
const PhotoViewer = lazy(() =>
  import('@dating/ui/PhotoViewer').then((module) => ({ default: module.PhotoViewer })),
)

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data ? { text: data.profile.name } : null) },
  ...(data
    ? metaDescription(matches, 'meta.profile.description', {
        name: data.profile.name,
        age: data.profile.age,
        country: metaMessage(matches, `country.${data.profile.country}`) ?? data.profile.country,
        brand: rootDataOf(matches)?.brand.name ?? '',
      })
    : []),
]

type DetailField = Exclude<ProfileField, 'interests'>

const detailFields: readonly DetailField[] = [
  'age',
  'gender',
  'sexuality',
  'country',
  'region',
  'relationship_status',
  'height',
  'body_type',
  'hair_colour',
  'eye_colour',
]

function detailValue(field: DetailField, profile: ProfileDetail, intl: IntlShape): string | null {
  switch (field) {
    case 'age':
      return intl.formatMessage({ id: 'profile.ageYears' }, { age: profile.age })
    case 'country':
      return intl.formatMessage({ id: `country.${profile.country}` })
    case 'region':
      return regionName(profile, intl)
    case 'height':
      return profile.height
        ? intl.formatMessage({ id: 'profile.heightCm' }, { height: profile.height })
        : null
    default: {
      const value = profile[field]
      return value ? intl.formatMessage({ id: enumMessageId(field, value) }) : null
    }
  }
}

export default function MemberProfile() {
  const intl = useIntl()
  const { profile, related } = useLoaderData<typeof loader>()
  const { brand, member } = useRootData()
  const location = useLocationLabel()
  const message = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values)
  const visible = (field: ProfileField) =>
    brand.visibleProfileFields.length === 0 || brand.visibleProfileFields.includes(field)
  const lockedCount = profile.images.filter((image) => image.locked).length
  const [viewing, setViewing] = useState<number | null>(null)
  const photos = profile.images.map((image, index) => ({
    key: String(image.id),
    src: mediaUrl(brand.cdnPrefix, image.filename),
    srcSet: photoSrcSet(brand.cdnPrefix, image, 'full'),
    alt: message(image.locked ? 'profile.photoLocked' : 'profile.photoAlt', {
      index: index + 1,
      name: profile.name,
    }),
    locked: image.locked,
  }))
  const details = detailFields
    .filter(visible)
    .map((field) => ({ field, value: detailValue(field, profile, intl) }))
    .filter((detail): detail is { field: DetailField; value: string } => detail.value !== null)
  const interests = profile.interests.filter(isInterest)
  const lockedHint = member
    ? {
        text: message('profile.premiumHint', { name: profile.name }),
        href: '/premium',
        action: message('nav.getPremium'),
      }
    : {
        text: message('profile.loginHint', { name: profile.name }),
        href: '/login',
        action: message('nav.login'),
      }

  return (
    <div className={page.container}>
      <Box
        as={Link}
        display="inline-flex"
        alignItems="center"
        gap="xxs"
        marginBottom="md"
        className={styles.back}
        href="/members"
      >
        <Icon glyph={chevronLeftGlyph} size="sm" />
        {message('profile.back')}
      </Box>
      <Box gap="xl" className={styles.layout}>
        <Stack as="section" space="md" aria-labelledby="photos-title">
          <h2 id="photos-title" className={visuallyHidden}>
            {message('profile.photos')}
          </h2>
          {profile.images.length > 0 ? (
            <Gallery
              label={message('profile.photos')}
              lockedLabel={message('members.lockedPhoto')}
              photos={photos.map((photo, index) => {
                const image = profile.images[index] as (typeof profile.images)[number]
                return {
                  ...photo,
                  src: photoSrc(brand.cdnPrefix, image, 'large'),
                  srcSet: photoSrcSet(brand.cdnPrefix, image, 'large'),
                }
              })}
              onPhotoSelect={setViewing}
            />
          ) : (
            <Box
              as="p"
              padding="xxl"
              textAlign="center"
              color="muted"
              background="surfaceSunken"
              borderRadius="lg"
            >
              {message('members.noPhoto')}
            </Box>
          )}
          {viewing !== null ? (
            <Suspense fallback={null}>
              <PhotoViewer
                photos={photos}
                index={viewing}
                onIndexChange={setViewing}
                onClose={() => setViewing(null)}
                label={message('profile.photoViewer.title', { name: profile.name })}
                closeLabel={message('profile.photoViewer.close')}
                previousLabel={message('profile.photoViewer.previous')}
                nextLabel={message('profile.photoViewer.next')}
                positionLabel={(position, count) =>
                  message('profile.photoViewer.position', { position, count })
                }
                lockedLabel={message('members.lockedPhoto')}
              />
            </Suspense>
          ) : null}
          {lockedCount > 0 ? (
            <Alert
              tone="info"
              actions={
                <LinkButton href={lockedHint.href} size="sm">
                  {lockedHint.action}
                </LinkButton>
              }
            >
              {lockedHint.text}
            </Alert>
          ) : null}
        </Stack>

        <Stack as="section" space="lg" aria-labelledby="profile-name">
          <Stack as="header" space="xxs" className={styles.header}>
            <h1 id="profile-name" className={page.heading}>
              {profile.name}, {profile.age}
              {profile.fictional ? <FictionalBadge className={styles.fictionalBadge} /> : null}
            </h1>
            <Inline as="p" space="xs" align="center" nowrap color="muted">
              <Icon glyph={mapPinGlyph} size="sm" />
              {location(profile)}
            </Inline>
            {member && member.profileId !== profile.id ? (
              <div className={styles.safetyMenu}>
                <ProfileSafetyMenu profile={profile} />
              </div>
            ) : null}
          </Stack>
          {profile.fictional ? <Alert tone="warning">{message('fictional.singular')}</Alert> : null}
          <ProfileActions profile={profile} />
          {brand.visibleProfileNotes && profile.about ? (
            <section aria-labelledby="about-title">
              <Box as="h2" fontSize="lg" fontWeight="bold" marginBottom="sm" id="about-title">
                {message('profile.about')}
              </Box>
              <Box as="p" whiteSpace="pre-line">
                {profile.about}
              </Box>
            </section>
          ) : null}
          {details.length > 0 ? (
            <section aria-labelledby="details-title">
              <Box as="h2" fontSize="lg" fontWeight="bold" marginBottom="sm" id="details-title">
                {message('profile.details')}
              </Box>
              <Tiles as="dl" columns={2} space="sm">
                {details.map(({ field, value }) => (
                  <Box
                    padding="sm"
                    background="surface"
                    borderRadius="md"
                    className={styles.detail}
                    key={field}
                  >
                    <Box as="dt" fontSize="xs" color="muted">
                      {message(`profile.field.${field}`)}
                    </Box>
                    <Box as="dd" fontWeight="medium">
                      {value}
                    </Box>
                  </Box>
                ))}
              </Tiles>
            </section>
          ) : null}
          {visible('interests') && interests.length > 0 ? (
            <section aria-labelledby="interests-title">
              <Box as="h2" fontSize="lg" fontWeight="bold" marginBottom="sm" id="interests-title">
                {message('profile.interests')}
              </Box>
              <Inline as="ul" space="xs">
                {interests.map((interest) => (
                  <li key={interest} className={styles.interest}>
                    <span aria-hidden="true">{interestIcons[interest]}</span>
                    {message(`interest.${interest}`)}
                  </li>
                ))}
              </Inline>
            </section>
          ) : null}
        </Stack>
      </Box>

      {related.length > 0 ? (
        <Box as="section" marginTop="xxl" aria-labelledby="related-title">
          <Box as="h2" fontSize="lg" fontWeight="bold" marginBottom="sm" id="related-title">
            {message('profile.related')}
          </Box>
          <MemberGrid profiles={related} className={page.cardGrid} headingLevel={3} />
        </Box>
      ) : null}
    </div>
  )
}
