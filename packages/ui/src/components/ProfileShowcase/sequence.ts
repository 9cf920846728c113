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

/** A stable spot on the map board for a profile, in percent of its width and height. */
export function pinPosition(id: number, index: number): { left: number; top: number } {
  // Golden-angle spread keeps pins apart without a layout pass; the id only varies the start.
  const angle = (index + (id % 7) / 7) * 2.399963
  const radius = 18 + ((index * 37 + id) % 23)
  return {
    left: Math.round(50 + Math.cos(angle) * radius),
    top: Math.round(50 + Math.sin(angle) * radius * 0.8),
  }
}
