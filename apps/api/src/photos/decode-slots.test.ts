import { describe, expect, it } from 'vitest'
import { createSlots } from './decode-slots.ts'

describe('createSlots', () => {
  it('runs at most `size` pieces of work at once, and every one of them', async () => {
    const inSlot = createSlots(2)
    let running = 0
    let most = 0
    const work = async (n: number) => {
      running += 1
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running -= 1
      return n
    }
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => inSlot(() => work(n))))
    expect(results).toEqual([1, 2, 3, 4, 5])
    expect(most).toBe(2)
  })

  it('frees the slot when the work fails', async () => {
    const inSlot = createSlots(1)
    await expect(inSlot(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await inSlot(async () => 'next')).toBe('next')
  })
})
