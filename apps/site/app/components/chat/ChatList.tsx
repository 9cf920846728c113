import { chatCallsInBrowser } from '@dating/api-client/chat-calls'
import { chatRemovalUndo } from '@dating/domain/chat'
import { Alert } from '@dating/ui/Alert'
import { Button, LinkButton } from '@dating/ui/Button'
import { ChatListItem } from '@dating/ui/ChatListItem'
import { ConfirmDialog } from '@dating/ui/ConfirmDialog'
import { Toast, ToastRegion } from '@dating/ui/Toast'
import { useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLive } from '~/components/live/LiveProvider.tsx'
import type { loader } from '~/routes/chats._index.tsx'
import * as styles from './ChatList.css.ts'
import * as page from '~/styles/page.css.ts'
import { fictionalLine } from '@dating/domain/fictional'
import { useFictionalMark } from '~/components/FictionalBadge.tsx'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'
import { messageTime } from './message-time.ts'

type Chat = { id: number; name: string; unread: number }

/**
 * The member's chats (SPEC §2 /chats), newest first; a new message reloads them. Removing one
 * asks once, hides it at once and removes it on the server, and offers to undo that for a few
 * seconds (the api puts it back).
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
  const [undoFailed, setUndoFailed] = useState(false)
  const [confirming, setConfirming] = useState<Chat | null>(null)
  const [undoable, setUndoable] = useState<Chat | null>(null)
  const undoTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(undoTimer.current), [])

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

  const show = (conversationId: number, shown: boolean) =>
    setRemoved((earlier) => {
      const next = new Set(earlier)
      if (shown) next.delete(conversationId)
      else next.add(conversationId)
      return next
    })

  const remove = (chat: Chat) => {
    // SPEC §4: removed here first, then on the server; a failure shows an alert and reloads.
    show(chat.id, false)
    setRemoveFailed(false)
    setUndoFailed(false)
    window.clearTimeout(undoTimer.current)
    setUndoable(chat)
    undoTimer.current = window.setTimeout(() => setUndoable(null), chatRemovalUndo.shownMs)
    chatCallsInBrowser()
      .deleteChat({ conversation: chat.id })
      .then(() => live.dropUnread(chat.unread))
      .catch(() => {
        setUndoable(null)
        setRemoveFailed(true)
        show(chat.id, true)
        revalidator.revalidate()
      })
  }

  const undo = (chat: Chat) => {
    window.clearTimeout(undoTimer.current)
    setUndoable(null)
    chatCallsInBrowser()
      .restoreChat(chat.id)
      .then(() => {
        show(chat.id, true)
        live.refresh()
        revalidator.revalidate()
      })
      .catch(() => setUndoFailed(true))
  }
  const visible = chats.filter((chat) => !removed.has(chat.conversation.id))

  return (
    <>
      {removeFailed ? (
        <Alert tone="danger" announce>
          {message('chat.list.removeFailed')}
        </Alert>
      ) : null}
      {undoFailed ? (
        <Alert tone="danger" announce>
          {message('chat.list.undoFailed')}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={message('chat.list.remove', { name: confirming?.name ?? '' })}
        description={message('chat.list.removeConfirm', { name: confirming?.name ?? '' })}
        confirmLabel={message('chat.list.removeConfirmYes')}
        cancelLabel={message('chat.list.removeConfirmNo')}
        closeLabel={message('common.close')}
        tone="danger"
        onConfirm={() => {
          if (confirming) remove(confirming)
          setConfirming(null)
        }}
        onCancel={() => setConfirming(null)}
      />
      <ToastRegion label={message('common.notices')}>
        {undoable ? (
          <Toast
            tone="info"
            action={
              <Button size="sm" variant="secondary" onClick={() => undo(undoable)}>
                {message('chat.list.undo')}
              </Button>
            }
          >
            {message('chat.list.removed', { name: undoable.name })}
          </Toast>
        ) : null}
      </ToastRegion>
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
              onRemove={() =>
                setConfirming({
                  id: chat.conversation.id,
                  name: chat.profile.name,
                  unread: chat.num_unread_messages,
                })
              }
            />
          ))}
        </ul>
      )}
    </>
  )
}
