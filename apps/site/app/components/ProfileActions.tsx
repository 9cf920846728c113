import type { ProfileDetail } from '@dating/domain/entities'
import { LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { chatGlyph } from '@dating/ui/glyphs/chat'
import { Stack } from '@dating/ui/Stack'
import { useIntl } from 'react-intl'
import * as styles from './ProfileActions.css.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { LikeButton } from './LikeButton.tsx'
import { SignupLinkButton } from './SignupModal.tsx'

/** A profile's like and message buttons; a visitor signs up first, with a first message to it. */
export function ProfileActions({ profile }: { profile: ProfileDetail }) {
  const intl = useIntl()
  const { brand, member } = useRootData()
  const sendMessage = intl.formatMessage({ id: 'profile.sendMessage' })
  return (
    <Stack space="sm" className={styles.actions}>
      <LikeButton profile={profile} liked={profile.liked} fullWidth />
      {member ? (
        <LinkButton
          href={`/members/${profile.id}/chat`}
          iconStart={<Icon glyph={chatGlyph} size="sm" />}
          fullWidth
        >
          {sendMessage}
        </LinkButton>
      ) : (
        <SignupLinkButton
          targetProfile={{
            id: profile.id,
            name: profile.name,
            photoUrl: profile.main_image
              ? mediaUrl(brand.cdnPrefix, profile.main_image.thumb_filename)
              : null,
          }}
          iconStart={<Icon glyph={chatGlyph} size="sm" />}
          fullWidth
        >
          {sendMessage}
        </SignupLinkButton>
      )}
    </Stack>
  )
}
