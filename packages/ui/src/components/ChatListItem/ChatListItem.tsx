import { Avatar } from '../Avatar/Avatar.tsx'
import { Badge } from '../Badge/Badge.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { closeGlyph } from '../Icon/glyphs/close.tsx'
import { Link } from '../Link/Link.tsx'
import * as styles from './ChatListItem.css.ts'

export type ChatListItemProps = {
  href: string
  name: string
  photo: string | null
  /** The last message, or a word for a gift, photo or sticker. */
  preview: string
  /** When the last message came, already formatted. */
  time: string
  unread: number
  /** Screen-reader text of the unread count, e.g. "3 unread messages". */
  unreadLabel: string
  /** The brand's fictional label with its icon, for a fictional profile. */
  fictionalLabel?: string | null
  removeLabel: string
  onRemove: () => void
}

/** One conversation in the list of chats: photo, name, last message and time, unread count. */
export function ChatListItem(props: ChatListItemProps) {
  const unread = props.unread > 0
  return (
    <li className={styles.item} data-chat-item={props.name}>
      <Link href={props.href} className={styles.link}>
        <Avatar src={props.photo} name={props.name} alt="" size="lg" />
        <span className={styles.body}>
          <span className={styles.top}>
            <span className={styles.name}>{props.name}</span>
            <span className={styles.time}>{props.time}</span>
          </span>
          {props.fictionalLabel ? (
            <span className={styles.fictional}>{props.fictionalLabel}</span>
          ) : null}
          <span className={unread ? `${styles.preview} ${styles.unreadPreview}` : styles.preview}>
            {props.preview}
          </span>
        </span>
        {unread ? (
          <Badge tone="unread" srLabel={props.unreadLabel}>
            {props.unread > 99 ? '99+' : String(props.unread)}
          </Badge>
        ) : null}
      </Link>
      <button
        type="button"
        className={styles.remove}
        aria-label={props.removeLabel}
        title={props.removeLabel}
        onClick={props.onRemove}
      >
        <Icon glyph={closeGlyph} size="sm" />
      </button>
    </li>
  )
}
