/**
 * The chat's route action: one message from the composer's form (a text, a gift, a sticker, or
 * a photo through a multipart form), under the client message id the form carries, so a
 * repeated post (a double tap, a retry, a reload) is stored and charged once. Without the page's
 * code it answers with the chat page again; the page's code asks for data (`reply=data`).
 */
import { createChatCalls } from '@dating/api-client/chat-calls'
import {
  chatPhotoFieldName,
  clientMessageIdSchema,
  giftSlugs,
  type MessageKind,
} from '@dating/domain/chat'
import { idParamSchema } from '@dating/domain/ids'
import type { Refusal } from '@dating/machines/chat'
import { json, redirect } from '@remix-run/node'
import * as v from 'valibot'
import type { ChatSendData } from '~/components/chat/chat-send.ts'
import { replyField } from '~/components/chat/chat-send.ts'
import { apiFor, isApiError } from './api.server.ts'
import { loginIfAuthRequired } from './login-redirect.server.ts'

const sendFormSchema = v.object({
  profile_id: idParamSchema,
  client_message_id: clientMessageIdSchema,
  text: v.optional(v.pipe(v.string(), v.trim())),
  gift: v.optional(v.picklist(giftSlugs)),
  gif: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  [replyField]: v.optional(v.literal('data')),
})

/** The cost of an out-of-credits refusal is filled in by the page, which knows the prices. */
function refusalOf(error: { code: string; message: string }): Refusal {
  if (error.code === 'out_of_credits') return { kind: 'credits', cost: 0 }
  if (error.code === 'premium_required') return { kind: 'premium' }
  if (error.code === 'peer_unconfirmed') return { kind: 'unconfirmed' }
  return { kind: 'error', text: error.message }
}

export async function chatSendAction(request: Request) {
  const form = await request.formData()
  const fields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
  const input = v.safeParse(sendFormSchema, fields)
  if (!input.success) throw new Response(null, { status: 400 })
  const { profile_id: profileId, client_message_id: clientId, text, gift, gif } = input.output
  const wantsData = input.output[replyField] === 'data'
  const photo = form.get(chatPhotoFieldName)
  const { client, responseHeaders } = apiFor(request)
  const calls = createChatCalls(client)
  const typed = text ?? ''
  const kind: MessageKind =
    photo instanceof Blob && photo.size > 0 ? 'photo' : gift ? 'gift' : gif ? 'gif' : 'text'
  try {
    const sent =
      kind === 'photo' && photo instanceof Blob
        ? await calls.sendPhoto({ profile_id: profileId, client_message_id: clientId, photo })
        : gift
          ? await calls.sendMessage({ profile_id: profileId, client_message_id: clientId, gift })
          : gif
            ? await calls.sendMessage({ profile_id: profileId, client_message_id: clientId, gif })
            : typed !== ''
              ? await calls.sendMessage({
                  profile_id: profileId,
                  client_message_id: clientId,
                  text: typed,
                })
              : null
    if (sent === null) throw new Response(null, { status: 400 })
    if (wantsData) {
      return json<ChatSendData>(
        { ok: true, message: sent.message, freeMessagesLeft: sent.free_messages_left },
        { headers: responseHeaders },
      )
    }
    // The page again, by GET: a reload does not post the message once more.
    const url = new URL(request.url)
    return redirect(`${url.pathname}${url.search}`, { status: 303, headers: responseHeaders })
  } catch (error) {
    if (error instanceof Response) throw error
    loginIfAuthRequired(request, error)
    if (isApiError(error) && error.status < 500) {
      return json<ChatSendData>(
        { ok: false, refusal: refusalOf(error), kind, text: typed },
        { status: error.status, headers: responseHeaders },
      )
    }
    return json<ChatSendData>(
      { ok: false, failed: true, text: typed },
      { status: 502, headers: responseHeaders },
    )
  }
}
