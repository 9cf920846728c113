import type { ChatEntry } from '@dating/machines/chat/entries'
import { statusOf } from '@dating/machines/chat/entries'
import { Button } from '@dating/ui/Button'
import { MessageBubble } from '@dating/ui/MessageBubble'
import { TypingIndicator } from '@dating/ui/TypingIndicator'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import * as styles from './ChatLog.css.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'
import { messageTime } from './message-time.ts'

const icebreakers = [
  'chat.icebreaker.1',
  'chat.icebreaker.2',
  'chat.icebreaker.3',
  'chat.icebreaker.4',
] as const

const statusLabel = {
  sending: 'chat.status.sending',
  failed: 'chat.status.failed',
  sent: 'chat.status.sent',
  read: 'chat.status.read',
} as const

/** Gifts name a path under the cdn prefix; photos an api path; stickers and previews a url. */
function pictureSrc(cdnPrefix: string, media: string): string {
  return /^(\/|https:|blob:)/.test(media) ? media : mediaUrl(cdnPrefix, media)
}

/**
 * The messages of a chat, newest at the bottom (scrolled there as they come), or the icebreakers
 * of an empty chat; the other member's typing under them.
 */
export function ChatLog(props: {
  me: number
  peerName: string
  entries: readonly ChatEntry[]
  historyLimited: boolean
  peerTyping: boolean
  onIcebreaker: (text: string) => void
  onRetry: (clientId: string) => void
}) {
  const intl = useIntl()
  const message = useMessage()
  const { brand } = useRootData()
  const area = useRef<HTMLDivElement>(null)
  const { entries, me, peerName } = props

  const entryCount = entries.length
  useEffect(() => {
    const element = area.current
    if (element && entryCount >= 0) element.scrollTop = element.scrollHeight
  }, [entryCount, props.peerTyping])

  return (
    <div
      className={styles.messages}
      ref={area}
      role="log"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must take focus so keyboard users can scroll the history (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={message('chat.messageList', { name: peerName })}
      data-chat-messages
    >
      {props.historyLimited ? (
        <p className={styles.notice}>{message('chat.historyLimit')}</p>
      ) : null}
      {entries.length === 0 ? (
        <div className={styles.empty}>
          <p>{message('chat.empty.title', { name: peerName })}</p>
          <p className={styles.notice}>{message('chat.empty.hint')}</p>
          <div className={styles.icebreakers}>
            {icebreakers.map((id) => (
              <Button
                key={id}
                type="button"
                variant="secondary"
                size="sm"
                fullWidth
                onClick={() => props.onIcebreaker(message(id))}
              >
                {message(id)}
              </Button>
            ))}
          </div>
        </div>
      ) : (
        entries.map((entry) => {
          const mine = entry.message.sender_id === me
          const status = statusOf(entry)
          const media = entry.message.media
          const pending = entry.pending
          return (
            <MessageBubble
              key={entry.key}
              side={mine ? 'mine' : 'theirs'}
              text={entry.message.text}
              picture={
                media
                  ? {
                      src: pictureSrc(brand.cdnPrefix, media),
                      alt: entry.message.gift
                        ? message(`chat.gift.${entry.message.gift}` as const)
                        : entry.message.kind === 'photo'
                          ? mine
                            ? message('chat.photo.mine')
                            : message('chat.photo.alt', { name: peerName })
                          : '',
                    }
                  : null
              }
              time={messageTime(intl, entry.message.created_at)}
              status={mine ? { value: status, label: message(statusLabel[status]) } : null}
              onRetry={pending?.failed ? () => props.onRetry(pending.clientId) : undefined}
            />
          )
        })
      )}
      <TypingIndicator
        label={props.peerTyping ? message('chat.typing', { name: peerName }) : null}
      />
    </div>
  )
}
