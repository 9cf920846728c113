import { useEffect, useState } from 'react'

/** How long each photo of a sequence stays on screen. */
export const sequenceStepMs = 3_000

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

/**
 * The running photo of an animated sequence. It starts paused for visitors who ask for reduced
 * motion, and can always be paused (WCAG 2.2.2: anything moving for more than five seconds).
 */
export function usePhotoSequence(length: number) {
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(true)
  useEffect(() => {
    if (typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches) {
      setPlaying(false)
    }
  }, [])
  useEffect(() => {
    if (!playing || length < 2) return
    const timer = window.setTimeout(
      () => setCurrent((index) => (index + 1) % length),
      sequenceStepMs,
    )
    return () => window.clearTimeout(timer)
  }, [playing, length, current])
  return {
    current: length === 0 ? 0 : current % length,
    playing,
    toggle: () => setPlaying((value) => !value),
  }
}

/** Spots on the map board, in percent, far enough apart that pins and names never overlap. */
const mapSlots = [
  [20, 16],
  [52, 22],
  [82, 14],
  [34, 46],
  [70, 48],
  [16, 76],
  [50, 80],
  [82, 74],
] as const

/**
 * A stable spot on the map board for the index-th profile: its slot, nudged a little by the
 * profile's id so boards of different profiles do not look alike. Profiles carry a region, not
 * coordinates, so the board is a stylised map, not a geographic one.
 */
export function pinPosition(id: number, index: number): { left: number; top: number } {
  const [left, top] = mapSlots[index % mapSlots.length] ?? [50, 50]
  const round = Math.floor(index / mapSlots.length)
  const clamp = (value: number) => Math.min(94, Math.max(6, value))
  const shift = round % 2 === 0 ? round * 3 : -round * 3
  return {
    left: clamp(left + ((id % 5) - 2) + shift),
    top: clamp(top + (((id >> 3) % 5) - 2) + shift),
  }
}
