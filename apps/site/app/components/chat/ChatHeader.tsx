import type { ChatView } from '@dating/domain/chat'
import { fictionalLine } from '@dating/domain/fictional'
import { Avatar } from '@dating/ui/Avatar'
import { LinkButton } from '@dating/ui/Button'
import { Icon } from '@dating/ui/Icon'
import { chatGlyph } from '@dating/ui/glyphs/chat'
import { Link } from '@dating/ui/Link'
import { useFictionalMark } from '~/components/FictionalBadge.tsx'
import { ProfileSafetyMenu } from '~/components/ProfileSafetyMenu.tsx'
import * as styles from './ChatHeader.css.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'

/** The chat's top bar (SPEC §2): back to the chats, the other member, the safety menu. */
export function ChatHeader({ peer }: { peer: ChatView['profile'] }) {
  const message = useMessage()
  const { brand } = useRootData()
  const fictional = useFictionalMark()
  const photo = peer.main_image ? mediaUrl(brand.cdnPrefix, peer.main_image.thumb_filename) : null
  return (
    <header className={styles.header}>
      <LinkButton href="/chats" variant="ghost" size="sm" aria-label={message('chat.header.back')}>
        <Icon glyph={chatGlyph} size="sm" />
      </LinkButton>
      <Avatar src={photo} name={peer.name} alt="" size="md" />
      <Link
        href={`/members/${peer.id}`}
        className={styles.headerName}
        aria-label={message('chat.header.viewProfile', { name: peer.name })}
      >
        <span>{peer.name}</span>
        {peer.fictional ? (
          <span className={styles.headerNote} data-fictional="">
            {fictionalLine(fictional)}
          </span>
        ) : null}
      </Link>
      <ProfileSafetyMenu profile={peer} />
    </header>
  )
}
