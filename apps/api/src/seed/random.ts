/**
 * A small seeded pseudo-random generator. Everything the seed produces is a pure function
 * of the seed number: each entity gets its own stream derived from (seed, kind, index), so
 * row N is the same whether 200 or 1,000,000 rows are generated, and batches can be
 * produced in any order without carrying state between them.
 */

/** 32-bit FNV-1a style mixing of several integers into one stream seed. */
export function mixSeed(...parts: ReadonlyArray<number | string>): number {
  let hash = 0x811c9dc5
  for (const part of parts) {
    const text = String(part)
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i)
      hash = Math.imul(hash, 0x01000193)
    }
    hash ^= 0xff
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

export type Random = ReturnType<typeof createRandom>

/** mulberry32: fast, 32-bit state, good enough statistics for test data. */
export function createRandom(seed: number) {
  let state = seed >>> 0

  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [min, max], both inclusive. */
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1))
  }

  function float(min: number, max: number): number {
    return min + next() * (max - min)
  }

  function chance(probability: number): boolean {
    return next() < probability
  }

  function pick<T>(items: ReadonlyArray<T>): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(next() * items.length)] as T
  }

  /** Picks a key with probability proportional to its weight. */
  function weighted<T extends string | number>(weights: ReadonlyArray<readonly [T, number]>): T {
    const total = weights.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = next() * total
    for (const [value, weight] of weights) {
      roll -= weight
      if (roll < 0) return value
    }
    const last = weights[weights.length - 1]
    if (!last) throw new Error('weighted pick from an empty list')
    return last[0]
  }

  /** Fisher-Yates on a copy. */
  function shuffle<T>(items: ReadonlyArray<T>): T[] {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1))
      const held = copy[i] as T
      copy[i] = copy[j] as T
      copy[j] = held
    }
    return copy
  }

  /** `count` distinct items in random order. */
  function sample<T>(items: ReadonlyArray<T>, count: number): T[] {
    return shuffle(items).slice(0, Math.min(count, items.length))
  }

  return { next, int, float, chance, pick, weighted, shuffle, sample }
}

/** The stream for one entity: `randomFor(seed, 'profile', 42)`. */
export function randomFor(seed: number, kind: string, index: number): Random {
  return createRandom(mixSeed(seed, kind, index))
}
