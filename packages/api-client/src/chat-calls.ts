/**
 * Calls of the chat (docs/api.md, Chat). A send carries the client message id chosen once for
 * that message, so the client's retries (and a double tap) store and charge it once.
 */
import {
  type ChatDeletion,
  type ChatView,
  chatPhotoFieldName,
  chatResponseSchema,
  type Gif,
  gifSearchResponseSchema,
  type SendMessageInput,
  type SendResult,
  sendResultSchema,
} from '@dating/domain/chat'
import { okResponseSchema } from '@dating/domain/entities'
import { browserClient } from './browser-client.ts'
import type { ApiClient, CallOptions } from './client.ts'

export type ChatQuery = { id: number } | { profile_id: number }

/** A photo for a chat: the peer, the id kept for every retry of this send, the file. */
export type SendPhotoInput = { profile_id: number; client_message_id: string; photo: Blob }

export interface ChatCalls {
  /** GET /api/chat.php: one conversation by its id, or with a profile (none yet: no messages). */
  getChat(query: ChatQuery, call?: CallOptions): Promise<ChatView>
  /** POST /api/message.php; 402 out_of_credits, 403 premium_required, 409 peer_unconfirmed. */
  sendMessage(input: SendMessageInput, call?: CallOptions): Promise<SendResult>
  /**
   * POST /api/chat-photo.php (multipart): the same answers as sendMessage, and 413
   * payload_too_large, 415 not_an_image. Retries send the same form, so one photo is stored.
   */
  sendPhoto(input: SendPhotoInput, call?: CallOptions): Promise<SendResult>
  /** POST /api/chat-read.php: the other member's messages are read (they see it live). */
  markChatRead(conversationId: number, call?: CallOptions): Promise<void>
  /** POST /api/typing.php: tells the other member's open chat that the member types. */
  sendTyping(conversationId: number, call?: CallOptions): Promise<void>
  /** DELETE /api/chat.php (SPEC §7): one conversation, or every one with a profile. */
  deleteChat(deletion: ChatDeletion, call?: CallOptions): Promise<void>
  /** POST /api/chat-restore.php: undoes the member's latest removal of it, shortly after; 404 later. */
  restoreChat(conversationId: number, call?: CallOptions): Promise<void>
  /** GET /api/gifs.php: stickers or gifs for a search (trending ones for an empty search). */
  searchGifs(query: string, call?: CallOptions): Promise<Gif[]>
}

/** A new id for one message, kept for all of its retries. */
export function newClientMessageId(): string {
  return globalThis.crypto.randomUUID()
}

export function createChatCalls(client: ApiClient): ChatCalls {
  return {
    getChat: async (query, call) => {
      const { data } = await client.request(chatResponseSchema, {
        ...call,
        path: '/api/chat.php',
        query,
      })
      return data
    },

    sendMessage: async (input, call) => {
      const { data } = await client.request(sendResultSchema, {
        ...call,
        method: 'POST',
        path: '/api/message.php',
        body: input,
      })
      return data
    },

    sendPhoto: async (input, call) => {
      const form = new FormData()
      form.set('profile_id', String(input.profile_id))
      form.set('client_message_id', input.client_message_id)
      form.set(chatPhotoFieldName, input.photo)
      const { data } = await client.request(sendResultSchema, {
        ...call,
        method: 'POST',
        path: '/api/chat-photo.php',
        body: form,
      })
      return data
    },

    markChatRead: async (conversationId, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/chat-read.php',
        body: { conversation: conversationId },
      })
    },

    sendTyping: async (conversationId, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/typing.php',
        body: { conversation: conversationId },
      })
    },

    deleteChat: async (deletion, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'DELETE',
        path: '/api/chat.php',
        body: deletion,
      })
    },

    restoreChat: async (conversationId, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/chat-restore.php',
        body: { conversation: conversationId },
      })
    },

    searchGifs: async (query, call) => {
      const { data } = await client.request(gifSearchResponseSchema, {
        ...call,
        path: '/api/gifs.php',
        query: { q: query },
      })
      return data.gifs
    },
  }
}

let browserCalls: ChatCalls | null = null

/** The calls from the browser, same-origin through the app's /api proxy. */
export function chatCallsInBrowser(): ChatCalls {
  browserCalls ??= createChatCalls(browserClient())
  return browserCalls
}
