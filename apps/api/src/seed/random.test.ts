import { describe, expect, it } from 'vitest'
import { createRandom, mixSeed, randomFor } from './random.ts'

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed)
      return Array.from({ length: 8 }, () => random.next())
    }
    expect(draw(42)).toEqual(draw(42))
    expect(draw(42)).not.toEqual(draw(43))
  })

  it('keeps int inside its bounds and reaches both ends', () => {
    const random = createRandom(7)
    const seen = new Set<number>()
    for (let i = 0; i < 2000; i++) seen.add(random.int(3, 6))
    expect([...seen].sort()).toEqual([3, 4, 5, 6])
  })

  it('picks by weight and never picks a zero weight', () => {
    const random = createRandom(11)
    const counts = { a: 0, b: 0, c: 0 }
    for (let i = 0; i < 10_000; i++) {
      counts[
        random.weighted<'a' | 'b' | 'c'>([
          ['a', 3],
          ['b', 1],
          ['c', 0],
        ])
      ]++
    }
    expect(counts.c).toBe(0)
    expect(counts.a / counts.b).toBeGreaterThan(2.5)
    expect(counts.a / counts.b).toBeLessThan(3.5)
  })

  it('shuffles into a permutation and samples distinct items', () => {
    const random = createRandom(5)
    const items = Array.from({ length: 20 }, (_, i) => i)
    const shuffled = random.shuffle(items)
    expect(shuffled).not.toEqual(items)
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items)
    const sample = random.sample(items, 6)
    expect(new Set(sample).size).toBe(6)
    expect(random.sample(items, 50)).toHaveLength(20)
  })

  it('derives independent streams per entity', () => {
    expect(mixSeed(1, 'person', 2)).not.toBe(mixSeed(1, 'person', 3))
    expect(mixSeed(1, 'person', 2)).not.toBe(mixSeed(2, 'person', 2))
    expect(randomFor(1, 'person', 2).next()).toBe(randomFor(1, 'person', 2).next())
  })
})
