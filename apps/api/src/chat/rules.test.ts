import { describe, expect, it } from 'vitest'
import { chatPricing, costOf, freeMessagesLeft, historyCutoff } from './rules.ts'

const site = {
  messageCredits: 2,
  giftCredits: 5,
  photoCredits: 4,
  freeMessages: 3,
  chatHistoryDays: 10,
}

describe('chat rules', () => {
  it("prices each kind of message in the brand's whole credits", () => {
    expect(chatPricing(site)).toEqual({ message: 2, gift: 5, photo: 4 })
  })

  it('lets free messages cover text only, and only for free members', () => {
    const pricing = chatPricing(site)
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
