import { loadingBar } from '@dating/domain/constants'

/**
 * A failed chunk load reloads the page, but never twice within the guard window, so a
 * deployment that is really broken cannot trap the visitor in a reload loop.
 */
export function canReloadForChunkFailure(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= loadingBar.chunkReloadGuardMs
}
