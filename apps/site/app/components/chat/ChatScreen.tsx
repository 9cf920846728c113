/**
 * The chat of SPEC §2: profile header, message area, composer. Messages arrive over the live
 * stream; a send keeps one client message id across its retries, so it is stored and charged
 * once however often the network makes it go out.
 */
import { chatCallsInBrowser, newClientMessageId } from '@dating/api-client/chat-calls'
import { ApiError } from '@dating/api-client/errors'
import type { ChatMessage, ChatView } from '@dating/domain/chat'
import { photoMaxBytes } from '@dating/domain/own-profile'
import { Alert } from '@dating/ui/Alert'
import { Avatar } from '@dating/ui/Avatar'
import { Button, LinkButton } from '@dating/ui/Button'
import { ChatComposer } from '@dating/ui/ChatComposer'
import { ChatPhotoDraft } from '@dating/ui/ChatPhotoDraft'
import { Icon } from '@dating/ui/Icon'
import { cameraGlyph } from '@dating/ui/glyphs/camera'
import { chatGlyph } from '@dating/ui/glyphs/chat'
import { giftGlyph } from '@dating/ui/glyphs/gift'
import { starGlyph } from '@dating/ui/glyphs/star'
import { Link } from '@dating/ui/Link'
import { MessageBubble } from '@dating/ui/MessageBubble'
import { TypingIndicator } from '@dating/ui/TypingIndicator'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLive } from '~/components/live/LiveProvider.tsx'
import { ProfileSafetyMenu } from '~/components/ProfileSafetyMenu.tsx'
import * as styles from '~/styles/chat.css.ts'
import { fictionalLine } from '@dating/domain/fictional'
import { useFictionalMark } from '~/components/FictionalBadge.tsx'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { ChatPicker } from './ChatPicker.tsx'
import { chatReducer, initialEntries, kindOf, type Outgoing, statusOf } from '@dating/machines/chat/entries'
import { messageTime } from './message-time.ts'
import { useCreditsWithValue } from '~/utils/credits-value.ts'
import { useMessage } from '~/utils/use-message.ts'

const typingShownMs = 5_000
const typingSentEveryMs = 3_000
const icebreakers = [
  'chat.icebreaker.1',
  'chat.icebreaker.2',
  'chat.icebreaker.3',
  'chat.icebreaker.4',
] as const

/** `cost`: what the refused send would have cost, in credits. */
type Refusal =
  | { kind: 'credits'; cost: number }
  | { kind: 'premium' }
  | { kind: 'error'; text: string }

/** Gifts name a path under the cdn prefix; photos an api path; stickers and drafts a url. */
function pictureSrc(cdnPrefix: string, media: string): string {
  return /^(\/|https:|blob:)/.test(media) ? media : mediaUrl(cdnPrefix, media)
}

type PhotoDraft = { file: File; url: string }

export function ChatScreen({ view }: { view: ChatView }) {
  const intl = useIntl()
  const message = useMessage()
  const creditsText = useCreditsWithValue()
  const { brand, member } = useRootData()
  const fictional = useFictionalMark()
  const me = member?.profileId ?? 0
  const peer = view.profile
  const live = useLive()
  const [entries, dispatch] = useReducer(chatReducer, view.messages, initialEntries)
  const [conversationId, setConversationId] = useState(view.conversation_id)
  const [draft, setDraft] = useState('')
  const [typing, setTyping] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | null>(
    view.can_start ? null : { kind: 'premium' },
  )
  const [freeLeft, setFreeLeft] = useState(view.free_messages_left)
  const [picker, setPicker] = useState<'gifts' | 'stickers' | null>(null)
  const [photoDraft, setPhotoDraft] = useState<PhotoDraft | null>(null)
  const photoInput = useRef<HTMLInputElement>(null)
  // Previews of photos chosen here, shown in their bubbles until the page goes.
  const photoUrls = useRef<string[]>([])
  const area = useRef<HTMLDivElement>(null)
  const typingTimer = useRef<number | undefined>(undefined)
  const lastTypingSent = useRef(0)

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

  // A reload of the page's data (SPEC §4's refresh while the stream is down) brings what the
  // stream did not: new messages, and how far the other member has read.
  useEffect(() => {
    for (const item of view.messages) dispatch({ type: 'received', message: item })
    const readUpTo = Math.max(
      0,
      ...view.messages.filter((item) => item.sender_id === me && item.read).map((item) => item.id),
    )
    if (readUpTo > 0) dispatch({ type: 'read', upTo: readUpTo, reader: 'peer', me })
    if (view.conversation_id !== null) setConversationId(view.conversation_id)
  }, [view, me])

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
          if (conversationId === null) setConversationId(incoming.conversation_id)
          dispatch({ type: 'received', message: incoming })
          if (incoming.sender_id !== me) {
            setTyping(false)
            markRead(incoming.conversation_id)
          }
        } else if (
          event.type === 'message_removed' &&
          event.data.conversation_id === conversationId
        ) {
          dispatch({ type: 'removed', id: event.data.message_id })
        } else if (event.type === 'read' && event.data.conversation_id === conversationId) {
          dispatch({ type: 'read', upTo: event.data.up_to, reader: 'peer', me })
        } else if (
          event.type === 'typing' &&
          event.data.conversation_id === conversationId &&
          event.data.profile_id === peer.id
        ) {
          setTyping(true)
          window.clearTimeout(typingTimer.current)
          typingTimer.current = window.setTimeout(() => setTyping(false), typingShownMs)
        }
      }),
    [live, conversationId, peer.id, me, markRead],
  )

  useEffect(() => () => window.clearTimeout(typingTimer.current), [])
  useEffect(
    () => () => {
      for (const url of photoUrls.current) URL.revokeObjectURL(url)
    },
    [],
  )

  const entryCount = entries.length
  useEffect(() => {
    const element = area.current
    if (element && entryCount >= 0) element.scrollTop = element.scrollHeight
  }, [entryCount, typing])

  const priceOf = (outgoing: Outgoing) =>
    outgoing.photo ? view.prices.photo : outgoing.gift ? view.prices.gift : view.prices.message

  const send = (
    outgoing: Outgoing,
    clientId = newClientMessageId(),
    preview: string | null = null,
  ) => {
    setRefusal(null)
    dispatch({
      type: 'sending',
      clientId,
      outgoing,
      message: {
        id: -1,
        conversation_id: conversationId ?? 0,
        sender_id: me,
        kind: kindOf(outgoing),
        text: outgoing.text ?? '',
        gift: outgoing.gift ?? null,
        media: preview,
        created_at: new Date().toISOString(),
        read: false,
      },
    })
    const calls = chatCallsInBrowser()
    const sending = outgoing.photo
      ? calls.sendPhoto({ profile_id: peer.id, client_message_id: clientId, photo: outgoing.photo })
      : calls.sendMessage({ profile_id: peer.id, client_message_id: clientId, ...outgoing })
    sending
      .then((result) => {
        dispatch({ type: 'sent', clientId, message: result.message })
        setConversationId(result.message.conversation_id)
        setFreeLeft(result.free_messages_left)
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError)) {
          dispatch({ type: 'failed', clientId })
          return
        }
        dispatch({ type: 'dropped', clientId })
        if (outgoing.text) setDraft((current) => current || (outgoing.text ?? ''))
        setRefusal(
          error.code === 'out_of_credits'
            ? { kind: 'credits', cost: priceOf(outgoing) }
            : error.code === 'premium_required'
              ? { kind: 'premium' }
              : { kind: 'error', text: error.message },
        )
      })
  }

  const choosePhoto = (file: File | undefined) => {
    if (!file) return
    const url = URL.createObjectURL(file)
    photoUrls.current.push(url)
    setPicker(null)
    setPhotoDraft({ file, url })
  }

  const onDraft = (value: string) => {
    setDraft(value)
    const now = Date.now()
    if (conversationId !== null && value && now - lastTypingSent.current > typingSentEveryMs) {
      lastTypingSent.current = now
      chatCallsInBrowser()
        .sendTyping(conversationId)
        .catch(() => {})
    }
  }

  const statusLabel = {
    sending: 'chat.status.sending',
    failed: 'chat.status.failed',
    sent: 'chat.status.sent',
    read: 'chat.status.read',
  } as const
  const blocked = view.peer_unconfirmed || refusal?.kind === 'premium'
  const photo = peer.main_image ? mediaUrl(brand.cdnPrefix, peer.main_image.thumb_filename) : null

  return (
    <section
      className={styles.screen}
      aria-label={message('chat.messageList', { name: peer.name })}
    >
      <header className={styles.header}>
        <LinkButton
          href="/chats"
          variant="ghost"
          size="sm"
          aria-label={message('chat.header.back')}
        >
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

      <div
        className={styles.messages}
        ref={area}
        role="log"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must take focus so keyboard users can scroll the history (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={message('chat.messageList', { name: peer.name })}
        data-chat-messages
      >
        {view.history_limited ? (
          <p className={styles.notice}>{message('chat.historyLimit')}</p>
        ) : null}
        {entries.length === 0 ? (
          <div className={styles.empty}>
            <p>{message('chat.empty.title', { name: peer.name })}</p>
            <p className={styles.notice}>{message('chat.empty.hint')}</p>
            <div className={styles.icebreakers}>
              {icebreakers.map((id) => (
                <Button
                  key={id}
                  variant="secondary"
                  size="sm"
                  onClick={() => setDraft(message(id))}
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
                              : message('chat.photo.alt', { name: peer.name })
                            : '',
                      }
                    : null
                }
                time={messageTime(intl, entry.message.created_at)}
                status={mine ? { value: status, label: message(statusLabel[status]) } : null}
                onRetry={
                  entry.pending
                    ? () => {
                        const pending = entry.pending
                        if (!pending) return
                        dispatch({ type: 'dropped', clientId: pending.clientId })
                        send(pending.outgoing, pending.clientId, entry.message.media)
                      }
                    : undefined
                }
              />
            )
          })
        )}
        <TypingIndicator label={typing ? message('chat.typing', { name: peer.name }) : null} />
      </div>

      {view.peer_unconfirmed ? (
        <div className={styles.alertBox}>
          <Alert tone="info">{message('chat.peerUnconfirmed', { name: peer.name })}</Alert>
        </div>
      ) : null}
      {refusal ? (
        <div className={styles.alertBox}>
          {refusal.kind === 'credits' ? (
            <Alert
              tone="warning"
              announce
              title={message('chat.outOfCredits.title')}
              actions={
                <LinkButton href="/credits" size="sm">
                  {message('chat.outOfCredits.cta')}
                </LinkButton>
              }
            >
              {message('api.error.out_of_credits')}{' '}
              {message('chat.outOfCredits.value', {
                cost: creditsText(refusal.cost),
                balance: creditsText(member?.credits ?? 0),
              })}
            </Alert>
          ) : refusal.kind === 'premium' ? (
            <Alert
              tone="info"
              announce
              title={message('chat.premium.title')}
              actions={
                <LinkButton href="/premium" size="sm">
                  {message('chat.premium.cta')}
                </LinkButton>
              }
            >
              {message('chat.premium.text')}
            </Alert>
          ) : (
            <Alert tone="danger" announce onDismiss={() => setRefusal(null)}>
              {refusal.text}
            </Alert>
          )}
        </div>
      ) : null}
      {picker ? (
        <ChatPicker
          kind={picker}
          giftCredits={view.prices.gift}
          onGift={(gift) => {
            setPicker(null)
            send({ gift })
          }}
          onSticker={(gif) => {
            setPicker(null)
            send({ gif })
          }}
        />
      ) : null}
      {photoDraft ? (
        <ChatPhotoDraft
          src={photoDraft.url}
          alt={message('chat.photo.preview')}
          sendLabel={message('chat.photo.sendValue', { cost: creditsText(view.prices.photo) })}
          cancelLabel={message('chat.photo.cancel')}
          disabled={blocked || photoDraft.file.size > photoMaxBytes}
          note={
            photoDraft.file.size > photoMaxBytes
              ? message('chat.photo.tooLarge', { megabytes: photoMaxBytes / 1024 / 1024 })
              : null
          }
          onSend={() => {
            setPhotoDraft(null)
            send({ photo: photoDraft.file }, newClientMessageId(), photoDraft.url)
          }}
          onCancel={() => setPhotoDraft(null)}
        />
      ) : null}
      <input
        ref={photoInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif"
        hidden
        data-chat-photo-input
        onChange={(event) => {
          choosePhoto(event.target.files?.[0])
          // The same file can be chosen again after a cancel.
          event.target.value = ''
        }}
      />
      <ChatComposer
        value={draft}
        onChange={onDraft}
        onSend={() => {
          const text = draft.trim()
          setDraft('')
          // The next keystroke starts a new message: the other side hears of it again.
          lastTypingSent.current = 0
          send({ text })
        }}
        label={message('chat.composer.label')}
        placeholder={message('chat.composer.placeholder')}
        sendLabel={message('chat.composer.send')}
        maxLength={view.prices.message_length}
        disabled={blocked}
        hint={
          freeLeft > 0
            ? message('chat.composer.freeLeft', { count: freeLeft })
            : view.prices.message > 0
              ? message('chat.composer.costValue', { cost: creditsText(view.prices.message) })
              : message('chat.composer.cost', { credits: 0 })
        }
        tools={
          <>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={blocked}
              aria-pressed={picker === 'gifts'}
              iconStart={<Icon glyph={giftGlyph} size="sm" />}
              onClick={() => setPicker(picker === 'gifts' ? null : 'gifts')}
            >
              {message('chat.composer.gifts')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={blocked}
              iconStart={<Icon glyph={cameraGlyph} size="sm" />}
              onClick={() => photoInput.current?.click()}
            >
              {message('chat.composer.photo')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={blocked}
              aria-pressed={picker === 'stickers'}
              iconStart={<Icon glyph={starGlyph} size="sm" />}
              onClick={() => setPicker(picker === 'stickers' ? null : 'stickers')}
            >
              {message('chat.composer.stickers')}
            </Button>
          </>
        }
      />
    </section>
  )
}
