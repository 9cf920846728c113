/** What a chat message costs and what a free member may still do (docs/decisions/015-chat-sending.md). */
import type { MessageKind } from '@dating/domain/chat'
import type { Site } from '../http/context.ts'

export type ChatPricing = { message: number; gift: number; photo: number }

/**
 * Whole credits per kind of message, the same in every country: `minimum_message_costs` are
 * amounts of money in the country's currency (the pricing page shows them), not credits
 * (docs/decisions/033-chat-photos-gift-images-live-fan-out.md).
 */
export function chatPricing(
  site: Pick<Site, 'messageCredits' | 'giftCredits' | 'photoCredits'>,
): ChatPricing {
  return { message: site.messageCredits, gift: site.giftCredits, photo: site.photoCredits }
}

/** Free messages cover text and gifs of free members only; gifts and photos always cost. */
export function costOf(
  kind: MessageKind,
  pricing: ChatPricing,
  sender: { paidUser: boolean; freeMessagesLeft: number },
): { credits: number; usesFreeMessage: boolean } {
  if (kind === 'gift') return { credits: pricing.gift, usesFreeMessage: false }
  if (kind === 'photo') return { credits: pricing.photo, usesFreeMessage: false }
  if (!sender.paidUser && sender.freeMessagesLeft > 0) return { credits: 0, usesFreeMessage: true }
  return { credits: pricing.message, usesFreeMessage: false }
}

export function freeMessagesLeft(
  site: Pick<Site, 'freeMessages'>,
  user: { paidUser: boolean; freeMessagesUsed: number },
): number {
  return user.paidUser ? 0 : Math.max(0, site.freeMessages - user.freeMessagesUsed)
}

/** The oldest moment whose messages are still served. */
export function historyCutoff(site: Pick<Site, 'chatHistoryDays'>, now: Date): Date {
  return new Date(now.getTime() - site.chatHistoryDays * 24 * 60 * 60 * 1000)
}
