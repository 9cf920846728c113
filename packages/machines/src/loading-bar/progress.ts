import { loadingBar } from '@dating/domain/constants'

/** The bar eases towards this while loading; only a finished navigation fills it. */
export const maxLoadingProgress = 0.95

/**
 * Progress after `elapsedMs` of visible loading: about 90 % at the nominal duration, then
 * slower and slower, always below `maxLoadingProgress` and therefore below 1.
 */
export function loadingProgressAt(elapsedMs: number): number {
  const eased = 1 - Math.exp((-3 * Math.max(0, elapsedMs)) / loadingBar.durationMs)
  return Math.min(maxLoadingProgress * eased, maxLoadingProgress)
}
