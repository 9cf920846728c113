import type { SnapshotFrom } from 'xstate'
import { type ChatEntry, type EntryStatus, statusOf } from './entries.ts'
import type { chatMachine } from './machine.ts'
import type { Refusal } from './types.ts'

type ChatSnapshot = SnapshotFrom<typeof chatMachine>

export const selectEntries = (snapshot: ChatSnapshot): ChatEntry[] => snapshot.context.entries
export const selectPeerTyping = (snapshot: ChatSnapshot): boolean => snapshot.hasTag('peer-typing')
export const selectRefusal = (snapshot: ChatSnapshot): Refusal | null => snapshot.context.refusal
export const selectReturnedText = (snapshot: ChatSnapshot): string | null =>
  snapshot.context.returnedText
export const selectFreeMessagesLeft = (snapshot: ChatSnapshot): number =>
  snapshot.context.freeMessagesLeft
export const selectConversationId = (snapshot: ChatSnapshot): number | null =>
  snapshot.context.conversationId

/** The member may not write here now: the other member is unconfirmed, or premium is needed. */
export const selectBlocked = (snapshot: ChatSnapshot): boolean =>
  snapshot.context.peerUnconfirmed ||
  snapshot.context.refusal?.kind === 'premium' ||
  snapshot.context.refusal?.kind === 'unconfirmed'

export const selectStatusOf = (entry: ChatEntry): EntryStatus => statusOf(entry)
