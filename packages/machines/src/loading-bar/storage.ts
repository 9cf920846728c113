/** Where the time of the last chunk-failure reload survives the reload itself. */
export { chunkReloadStorageKey } from '@dating/domain/storage'
import { chunkReloadStorageKey } from '@dating/domain/storage'

/** The part of the Web Storage API used here, so the module needs no DOM types. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

// Storage can be missing (server render) or throw (disabled cookies, private mode); the
// reload guard then simply starts fresh.
export function readChunkReloadAt(storage: KeyValueStorage | undefined): number | null {
  try {
    const stored = storage?.getItem(chunkReloadStorageKey)
    const at = stored ? Number(stored) : Number.NaN
    return Number.isFinite(at) ? at : null
  } catch {
    return null
  }
}

export function writeChunkReloadAt(storage: KeyValueStorage | undefined, at: number): void {
  try {
    storage?.setItem(chunkReloadStorageKey, String(at))
  } catch {
    // A tab that cannot remember the reload can still reload once per page view.
  }
}
