/** What the chat's route action answers a send made by the page's code (a fetcher). */
import type { ChatMessage, MessageKind } from '@dating/domain/chat'
import type { Refusal } from '@dating/machines/chat'

export type ChatSendData =
  | { ok: true; message: ChatMessage; freeMessagesLeft: number }
  /** `kind`: what was refused; `text`: what was typed, for the composer to keep. */
  | { ok: false; refusal: Refusal; kind: MessageKind; text: string }
  /** The api could not be reached or failed: the same send may go again. */
  | { ok: false; failed: true; text: string }

/** The form field that asks the action for data instead of the page (set by the page's code). */
export const replyField = 'reply'
