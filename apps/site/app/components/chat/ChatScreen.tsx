/**
 * The chat of SPEC §2: header, messages and composer, driven by the chat machine
 * (`@dating/machines/chat`). Messages arrive over the live stream; each send keeps one client
 * message id across its retries, so it is stored and charged once however often it goes out.
 */
import { chatCallsInBrowser, newClientMessageId } from '@dating/api-client/chat-calls'
import type { ChatMessage, ChatView } from '@dating/domain/chat'
import { chatMachine, type Outgoing } from '@dating/machines/chat'
import {
  selectBlocked,
  selectConversationId,
  selectEntries,
  selectFreeMessagesLeft,
  selectPeerTyping,
  selectRefusal,
  selectReturnedText,
} from '@dating/machines/chat/selectors'
import { Alert } from '@dating/ui/Alert'
import { useActionData, useLocation } from '@remix-run/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLive } from '~/components/live/LiveProvider.tsx'
import * as styles from './ChatScreen.css.ts'
import { useRootData } from '~/utils/root-data.ts'
import { useMessage } from '~/utils/use-message.ts'
import { ChatComposerPanel, type ComposerSend } from './ChatComposerPanel.tsx'
import { ChatDelivery } from './ChatDelivery.tsx'
import { ChatHeader } from './ChatHeader.tsx'
import { ChatLog } from './ChatLog.tsx'
import { ChatRefusal } from './ChatRefusal.tsx'
import { type ChatSendData, replyField } from './chat-send.ts'

type Delivery = { clientId: string; attempt: number; data: FormData }

function sendForm(peerId: number, clientId: string, outgoing: Outgoing): FormData {
  const data = new FormData()
  data.set('profile_id', String(peerId))
  data.set('client_message_id', clientId)
  data.set(replyField, 'data')
  if (outgoing.photo) data.set('photo', outgoing.photo)
  else if (outgoing.gift) data.set('gift', outgoing.gift)
  else if (outgoing.gif) data.set('gif', outgoing.gif)
  else data.set('text', outgoing.text ?? '')
  return data
}

export function ChatScreen({ view, clientMessageId }: { view: ChatView; clientMessageId: string }) {
  const message = useMessage()
  const { member } = useRootData()
  const me = member?.profileId ?? 0
  const peer = view.profile
  const live = useLive()
  const action = useLocation().pathname
  // A send the page posted without its code, refused: its words and why (SPEC §2).
  const answered = useActionData<ChatSendData>()
  const [hydrated, setHydrated] = useState(false)
  const [deliveries, setDeliveries] = useState<Delivery[]>([])
  // The id the composer's forms post with; a new one after each send from the page's code.
  const [nextClientId, setNextClientId] = useState(clientMessageId)
  const input = useRef<HTMLTextAreaElement>(null)
  // Previews of photos chosen here, shown in their bubbles until the page goes.
  const photoUrls = useRef<string[]>([])

  const priceOf = (kind: string) =>
    kind === 'photo' ? view.prices.photo : kind === 'gift' ? view.prices.gift : view.prices.message

  const chat = useActorRef(
    chatMachine.provide({
      actions: {
        deliver: (_, { clientId, outgoing }) => {
          setDeliveries((current) => {
            const earlier = current.find((delivery) => delivery.clientId === clientId)
            if (earlier) {
              return current.map((delivery) =>
                delivery === earlier ? { ...delivery, attempt: delivery.attempt + 1 } : delivery,
              )
            }
            return [
              ...current,
              { clientId, attempt: 1, data: sendForm(peer.id, clientId, outgoing) },
            ]
          })
        },
        announceTyping: (_, { conversationId }) => {
          chatCallsInBrowser()
            .sendTyping(conversationId)
            .catch(() => {})
        },
      },
    }),
    {
      input: {
        me,
        conversationId: view.conversation_id,
        messages: view.messages,
        freeMessagesLeft: view.free_messages_left,
        canStart: view.can_start,
        peerUnconfirmed: view.peer_unconfirmed,
      },
    },
  )
  const entries = useSelector(chat, selectEntries)
  const peerTyping = useSelector(chat, selectPeerTyping)
  const refusal = useSelector(chat, selectRefusal)
  const returnedText = useSelector(chat, selectReturnedText)
  const freeLeft = useSelector(chat, selectFreeMessagesLeft)
  const blocked = useSelector(chat, selectBlocked)
  const conversationId = useSelector(chat, selectConversationId)

  useEffect(() => setHydrated(true), [])

  const onAnswer = useCallback(
    (clientId: string, answer: ChatSendData) => {
      setDeliveries((current) => current.filter((delivery) => delivery.clientId !== clientId))
      if (answer.ok) {
        chat.send({
          type: 'delivery.sent',
          clientId,
          message: answer.message,
          freeMessagesLeft: answer.freeMessagesLeft,
        })
      } else if ('refusal' in answer) {
        const refusal =
          answer.refusal.kind === 'credits'
            ? { kind: 'credits' as const, cost: priceOf(answer.kind) }
            : answer.refusal
        chat.send({ type: 'delivery.refused', clientId, refusal })
      } else {
        chat.send({ type: 'delivery.failed', clientId })
      }
    },
    [chat],
  )

  const markRead = useCallback(
    (id: number | null) => {
      if (id === null) return
      chatCallsInBrowser()
        .markChatRead(id)
        .then(() => live.refresh())
        .catch(() => {})
    },
    [live],
  )

  useEffect(() => {
    live.setOpenConversation(conversationId)
    return () => live.setOpenConversation(null)
  }, [live, conversationId])

  // SPEC §4: opening a chat sets its unread count to zero, in the header at once.
  useEffect(() => {
    const unread = view.messages.filter((item) => item.sender_id !== me && !item.read).length
    if (unread > 0) {
      live.dropUnread(unread)
      markRead(view.conversation_id)
    }
  }, [view, me, live, markRead])

  // A reload of the page's data (after a send, or SPEC §4's refresh while the stream is down)
  // brings what the stream did not: new messages, and how far the other member has read.
  useEffect(() => {
    chat.send({ type: 'reloaded', messages: view.messages, conversationId: view.conversation_id })
  }, [chat, view])

  useEffect(
    () =>
      live.subscribe((event) => {
        if (event.type === 'message') {
          const incoming: ChatMessage = event.data.message
          const inThisChat =
            conversationId !== null
              ? incoming.conversation_id === conversationId
              : incoming.sender_id === peer.id
          if (!inThisChat) return
          chat.send({ type: 'received', message: incoming })
          if (incoming.sender_id !== me) markRead(incoming.conversation_id)
        } else if (
          event.type === 'message_removed' &&
          event.data.conversation_id === conversationId
        ) {
          chat.send({ type: 'removed', id: event.data.message_id })
        } else if (event.type === 'read' && event.data.conversation_id === conversationId) {
          chat.send({ type: 'read', upTo: event.data.up_to })
        } else if (
          event.type === 'typing' &&
          event.data.conversation_id === conversationId &&
          event.data.profile_id === peer.id
        ) {
          chat.send({ type: 'peer.typing' })
        }
      }),
    [live, chat, conversationId, peer.id, me, markRead],
  )

  useEffect(
    () => () => {
      for (const url of photoUrls.current) URL.revokeObjectURL(url)
    },
    [],
  )

  // A refused message's words go back into the composer, unless the member typed anew.
  useEffect(() => {
    const field = input.current
    if (returnedText && field && field.value === '') field.value = returnedText
  }, [returnedText])

  const send = (composed: ComposerSend) => {
    const clientId = nextClientId
    setNextClientId(newClientMessageId())
    let preview: string | null = null
    if ('photo' in composed) {
      preview = URL.createObjectURL(composed.photo)
      photoUrls.current.push(preview)
    }
    if ('text' in composed && input.current) input.current.value = ''
    chat.send({ type: 'send', clientId, outgoing: composed, preview })
  }

  const pageRefusal =
    answered && !answered.ok
      ? 'refusal' in answered
        ? answered.refusal.kind === 'credits'
          ? { kind: 'credits' as const, cost: priceOf(answered.kind) }
          : answered.refusal
        : { kind: 'error' as const, text: '' }
      : null
  const shownRefusal = refusal ?? (hydrated ? null : pageRefusal)

  return (
    <section
      className={styles.screen}
      aria-label={message('chat.messageList', { name: peer.name })}
    >
      <ChatHeader peer={peer} />
      <ChatLog
        me={me}
        peerName={peer.name}
        entries={entries}
        historyLimited={view.history_limited}
        peerTyping={peerTyping}
        onIcebreaker={(text) => {
          if (!input.current) return
          input.current.value = text
          input.current.focus()
        }}
        onRetry={(clientId) => chat.send({ type: 'retry', clientId })}
      />
      {view.peer_unconfirmed ? (
        <div className={styles.alertBox}>
          <Alert tone="info">{message('chat.peerUnconfirmed', { name: peer.name })}</Alert>
        </div>
      ) : null}
      {shownRefusal ? (
        <ChatRefusal
          refusal={shownRefusal}
          onDismiss={() => chat.send({ type: 'refusal.dismissed' })}
        />
      ) : null}
      <ChatComposerPanel
        action={action}
        fields={{ profile_id: String(peer.id), client_message_id: nextClientId }}
        defaultText={answered && !answered.ok ? answered.text : ''}
        inputRef={input}
        prices={view.prices}
        freeMessagesLeft={freeLeft}
        disabled={blocked}
        hydrated={hydrated}
        onInput={(text) => chat.send({ type: 'draft.typed', text })}
        onSend={send}
      />
      {deliveries.map((delivery) => (
        <ChatDelivery
          key={delivery.clientId}
          clientId={delivery.clientId}
          attempt={delivery.attempt}
          data={delivery.data}
          action={action}
          onAnswer={onAnswer}
        />
      ))}
    </section>
  )
}
