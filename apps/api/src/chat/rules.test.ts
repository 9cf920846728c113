import { describe, expect, it } from 'vitest'
import { chatPricing, costOf, freeMessagesLeft, historyCutoff, messageCost } from './rules.ts'

const site = {
  messageCredits: 2,
  minimumMessageCosts: { NL: { costs: 3, currency: 'EUR' }, DE: { costs: 1, currency: 'EUR' } },
  giftCredits: 5,
  photoCredits: 4,
  freeMessages: 3,
  chatHistoryDays: 10,
}

describe('chat rules', () => {
  it('raises the message price to the country minimum, never lowers it', () => {
    expect(messageCost(site, 'NL')).toBe(3)
    expect(messageCost(site, 'DE')).toBe(2)
    expect(messageCost(site, 'GB')).toBe(2)
  })

  it('lets free messages cover text only, and only for free members', () => {
    const pricing = chatPricing(site, 'GB')
    expect(costOf('text', pricing, { paidUser: false, freeMessagesLeft: 1 })).toEqual({
      credits: 0,
      usesFreeMessage: true,
    })
    expect(costOf('text', pricing, { paidUser: false, freeMessagesLeft: 0 }).credits).toBe(2)
    expect(costOf('text', pricing, { paidUser: true, freeMessagesLeft: 3 }).credits).toBe(2)
    expect(costOf('gift', pricing, { paidUser: false, freeMessagesLeft: 3 }).credits).toBe(5)
    expect(costOf('photo', pricing, { paidUser: false, freeMessagesLeft: 3 }).credits).toBe(4)
  })

  it('counts free messages down to zero and gives paid members none', () => {
    expect(freeMessagesLeft(site, { paidUser: false, freeMessagesUsed: 1 })).toBe(2)
    expect(freeMessagesLeft(site, { paidUser: false, freeMessagesUsed: 9 })).toBe(0)
    expect(freeMessagesLeft(site, { paidUser: true, freeMessagesUsed: 0 })).toBe(0)
  })

  it('serves messages of the last history days only', () => {
    const now = new Date('2026-01-11T00:00:00Z')
    expect(historyCutoff(site, now).toISOString()).toBe('2026-01-01T00:00:00.000Z')
  })
})
