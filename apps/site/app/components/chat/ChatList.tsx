import { chatCallsInBrowser } from '@dating/api-client/chat-calls'
import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import { ChatListItem } from '@dating/ui/ChatListItem'
import { useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLive } from '~/components/live/LiveProvider.tsx'
import type { loader } from '~/routes/chats._index.tsx'
import * as styles from '~/styles/chat.css.ts'
import * as page from '~/styles/page.css.ts'
import { fictionalLine } from '@dating/domain/fictional'
import { useFictionalMark } from '~/components/FictionalBadge.tsx'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'
import { messageTime } from './message-time.ts'

/**
 * The member's chats (SPEC §2 /chats), newest first; a new message reloads them and a chat
 * removed here goes first, then on the server.
 */
export function ChatList() {
  const intl = useIntl()
  const message = useMessage()
  const { chats } = useLoaderData<typeof loader>()
  const { brand } = useRootData()
  const fictional = useFictionalMark()
  const live = useLive()
  const revalidator = useRevalidator()
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set())
  const [removeFailed, setRemoveFailed] = useState(false)

  // SPEC §4: a new message reloads the chats.
  useEffect(
    () =>
      live.subscribe((event) => {
        if (
          event.type === 'message' ||
          event.type === 'chat_removed' ||
          event.type === 'message_removed'
        ) {
          revalidator.revalidate()
        }
      }),
    [live, revalidator],
  )

  const remove = (conversationId: number, unread: number) => {
    // SPEC §4: removed here first, then on the server; a failure shows an alert and reloads.
    setRemoved((earlier) => new Set(earlier).add(conversationId))
    setRemoveFailed(false)
    chatCallsInBrowser()
      .deleteChat({ conversation: conversationId })
      .then(() => live.dropUnread(unread))
      .catch(() => {
        setRemoveFailed(true)
        setRemoved((earlier) => {
          const next = new Set(earlier)
          next.delete(conversationId)
          return next
        })
        revalidator.revalidate()
      })
  }
  const visible = chats.filter((chat) => !removed.has(chat.conversation.id))

  return (
    <>
      {removeFailed ? (
        <Alert tone="danger" announce>
          {message('chat.list.removeFailed')}
        </Alert>
      ) : null}
      {visible.length === 0 ? (
        <div className={styles.emptyState}>
          <p>{message('chat.list.empty')}</p>
          <p className={page.lead}>{message('chat.list.emptyHint')}</p>
          <LinkButton href="/members">{message('chat.list.findMembers')}</LinkButton>
        </div>
      ) : (
        <ul className={styles.list} aria-label={message('chat.list.heading')}>
          {visible.map((chat) => (
            <ChatListItem
              key={chat.conversation.id}
              href={`/chats/${chat.conversation.id}`}
              name={chat.profile.name}
              photo={
                chat.profile.main_image
                  ? mediaUrl(brand.cdnPrefix, chat.profile.main_image.thumb_filename)
                  : null
              }
              preview={chat.last_message || message('chat.list.media')}
              time={messageTime(intl, chat.conversation.updated_at)}
              unread={chat.num_unread_messages}
              unreadLabel={message('chat.list.unread', { count: chat.num_unread_messages })}
              fictionalLabel={chat.profile.fictional ? fictionalLine(fictional) : null}
              removeLabel={message('chat.list.remove', { name: chat.profile.name })}
              onRemove={() => remove(chat.conversation.id, chat.num_unread_messages)}
            />
          ))}
        </ul>
      )}
    </>
  )
}
