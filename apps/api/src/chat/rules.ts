/** What a chat message costs and what a free member may still do (docs/decisions/015-chat-sending.md). */
import type { MessageKind } from '@dating/domain/chat'
import type { Site } from '../context.ts'

/** message_credits, raised to the brand's minimum for the sender's country when it has one. */
export function messageCost(
  site: Pick<Site, 'messageCredits' | 'minimumMessageCosts'>,
  country: string,
): number {
  const minimum = site.minimumMessageCosts[country]?.costs ?? 0
  return Math.max(site.messageCredits, minimum)
}

export type ChatPricing = { message: number; gift: number; photo: number }

export function chatPricing(
  site: Pick<Site, 'messageCredits' | 'minimumMessageCosts' | 'giftCredits' | 'photoCredits'>,
  country: string,
): ChatPricing {
  return { message: messageCost(site, country), gift: site.giftCredits, photo: site.photoCredits }
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
