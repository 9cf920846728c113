/**
 * At most `size` pictures are decoded and rendered at once in this process: a decoded 25 MP
 * photo takes about 100 MB, so parallel uploads queue here instead of taking the memory
 * (docs/security.md).
 */
export function createSlots(size: number) {
  let busy = 0
  const waiting: Array<() => void> = []
  return async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (busy >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    else busy += 1
    try {
      return await work()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else busy -= 1
    }
  }
}

export const decodeSlots = createSlots(2)
