/**
 * Chat between two members (docs/api.md, Chat): what a send carries, what the api answers and
 * the events of the live stream. Prices and limits come from the brand, never from here.
 */
import { idParamSchema, idSchema } from './ids.ts'
import * as v from 'valibot'
import { profileSummarySchema } from './entities.ts'

/** The gifts a member can send; their pictures are rendered by the seed, names are `chat.gift.<slug>`. */
export const giftSlugs = ['rose', 'heart', 'chocolate', 'champagne', 'teddy', 'ring'] as const
export type GiftSlug = (typeof giftSlugs)[number]

/** A gift's picture in the media store, a path under the brand's cdn prefix (public, cacheable). */
export function giftImagePath(slug: GiftSlug): string {
  return `gifts/${slug}.webp`
}

export const messageKinds = ['text', 'gift', 'photo', 'gif'] as const
export type MessageKind = (typeof messageKinds)[number]

/** The longest text any brand may allow; the brand's message_length is checked by the api. */
export const messageTextHardMax = 5_000

/** Chosen by the client once per message, kept for every retry: the api stores and charges once. */
export const clientMessageIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'client_message_id'),
)

export const sendMessageSchema = v.pipe(
  v.object({
    profile_id: idSchema,
    client_message_id: clientMessageIdSchema,
    text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(messageTextHardMax))),
    gift: v.optional(v.picklist(giftSlugs)),
    gif: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
  v.check(
    (input) => [input.text, input.gift, input.gif].filter((part) => part).length === 1,
    'text',
  ),
)
export type SendMessageInput = v.InferInput<typeof sendMessageSchema>

/** The file field of a chat photo send (POST /api/chat-photo.php, multipart). */
export const chatPhotoFieldName = 'photo'

/**
 * The text fields beside the file of a chat photo send: the same peer and client message id as
 * a text send, as form fields (strings).
 */
export const sendPhotoFieldsSchema = v.object({
  profile_id: idParamSchema,
  client_message_id: clientMessageIdSchema,
})

/** The picture of a chat photo message, only for the two members of its conversation. */
export function chatPhotoPath(messageId: number): string {
  return `/api/chat-photo.php?id=${messageId}`
}

export const conversationRefSchema = v.object({ conversation: idSchema })
export const chatDeletionSchema = v.union([
  v.object({ conversation: idSchema }),
  v.object({ profile_id: idSchema }),
])
export type ChatDeletion = v.InferInput<typeof chatDeletionSchema>

/**
 * A removed chat can be undone: the list offers it for `shownMs`; the api takes the undo for
 * `acceptedMs` after the removal (a slow answer still lands).
 */
export const chatRemovalUndo = { shownMs: 8_000, acceptedMs: 60_000 } as const

export const chatMessageSchema = v.object({
  id: v.number(),
  conversation_id: v.number(),
  sender_id: v.number(),
  kind: v.picklist(messageKinds),
  text: v.string(),
  gift: v.nullable(v.picklist(giftSlugs)),
  /**
   * The picture: a gif's or sticker's url, a gift's path under the brand's cdn prefix, or a chat
   * photo's api path (`chatPhotoPath`, an absolute path: it never goes through a cdn).
   */
  media: v.nullable(v.string()),
  created_at: v.string(),
  read: v.boolean(),
})
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>

export const chatPricesSchema = v.object({
  message: v.number(),
  gift: v.number(),
  photo: v.number(),
  message_length: v.number(),
})
export type ChatPrices = v.InferOutput<typeof chatPricesSchema>

export const chatResponseSchema = v.object({
  /** Null until the first message. */
  conversation_id: v.nullable(v.number()),
  profile: profileSummarySchema,
  messages: v.array(chatMessageSchema),
  /** Older messages exist but are past the brand's history limit. */
  history_limited: v.boolean(),
  /** The other member's email is unconfirmed: they cannot reply until it is (SPEC §8). */
  peer_unconfirmed: v.boolean(),
  prices: chatPricesSchema,
  free_messages_left: v.number(),
  /** False when a free member would open a conversation beyond the free limit. */
  can_start: v.boolean(),
})
export type ChatView = v.InferOutput<typeof chatResponseSchema>

export const sendResultSchema = v.object({
  message: chatMessageSchema,
  credits: v.number(),
  free_messages_left: v.number(),
})
export type SendResult = v.InferOutput<typeof sendResultSchema>

/** What the live stream (GET /api/live.php) sends; `type` is the SSE event name. */
export type LiveEvent =
  | { type: 'message'; data: { message: ChatMessage } }
  | { type: 'read'; data: { conversation_id: number; up_to: number } }
  | { type: 'typing'; data: { conversation_id: number; profile_id: number } }
  | { type: 'like'; data: { profile_id: number } }
  | { type: 'match'; data: { profile_id: number } }
  | { type: 'balance'; data: { credits: number } }
  | { type: 'chat_removed'; data: { conversation_id: number } }
  /** A moderator removed a message (decision 046): it leaves every open chat. */
  | { type: 'message_removed'; data: { conversation_id: number; message_id: number } }
export type LiveEventType = LiveEvent['type']

export const typingSchema = v.object({ conversation: idSchema })

export const gifSearchSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60)), ''),
})
export const gifSchema = v.object({ id: v.string(), url: v.string(), title: v.string() })
export type Gif = v.InferOutput<typeof gifSchema>
export const gifSearchResponseSchema = v.object({ gifs: v.array(gifSchema) })

/** Stream events unseen for this long are pruned; a reconnect later reloads the chats instead. */
export const liveReplayHours = 24
