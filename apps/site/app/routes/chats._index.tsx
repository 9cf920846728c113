import { chatCallsInBrowser } from '@dating/api-client/chat-calls'
import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import { ChatListItem } from '@dating/ui/ChatListItem'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData, useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLive } from '~/components/live/LiveProvider.tsx'
import { messageTime } from '~/components/chat/message-time.ts'
import * as styles from '~/styles/chat.css.ts'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const chats = await api.getChats().catch(loginOnAuthRequired(request))
  return json({ chats }, { headers: responseHeaders })
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'chat.title') }]

export default function Chats() {
  const intl = useIntl()
  const message = useMessage()
  const { chats } = useLoaderData<typeof loader>()
  const { brand } = useRootData()
  const live = useLive()
  const revalidator = useRevalidator()
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set())
  const [removeFailed, setRemoveFailed] = useState(false)

  // SPEC §4: a new message reloads the chats.
  useEffect(
    () =>
      live.subscribe((event) => {
        if (event.type === 'message' || event.type === 'chat_removed') revalidator.revalidate()
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
    <div className={page.container}>
      <h1 className={page.heading}>{message('chat.title')}</h1>
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
              fictionalLabel={
                chat.profile.fictional
                  ? `${brand.fictionalIcon} ${message('chat.list.fictional')}`
                  : null
              }
              removeLabel={message('chat.list.remove', { name: chat.profile.name })}
              onRemove={() => remove(chat.conversation.id, chat.num_unread_messages)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
