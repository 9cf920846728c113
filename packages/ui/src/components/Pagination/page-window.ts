export type PageSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string }

/**
 * The page numbers to show: first, last, and `siblings` either side of the current page,
 * with gaps where numbers are left out. Pages are 1-based.
 */
export function pageWindow(current: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount < 1) return []
  const page = Math.min(Math.max(1, current), pageCount)
  const wanted = new Set<number>([1, pageCount])
  for (let offset = -siblings; offset <= siblings; offset++) {
    const candidate = page + offset
    if (candidate >= 1 && candidate <= pageCount) wanted.add(candidate)
  }
  const sorted = [...wanted].sort((a, b) => a - b)
  const slots: PageSlot[] = []
  let previous = 0
  for (const number of sorted) {
    if (number - previous === 2) slots.push({ kind: 'page', page: number - 1 })
    else if (number - previous > 2) slots.push({ kind: 'gap', key: `gap-${previous}` })
    slots.push({ kind: 'page', page: number })
    previous = number
  }
  return slots
}
