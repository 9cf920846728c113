/** Where image files live: a folder in development, object storage in production. */
export interface MediaStore {
  put(key: string, body: Uint8Array): Promise<void>
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>
  exists(key: string): Promise<boolean>
  /** Removes the file; a missing file is no error. */
  delete(key: string): Promise<void>
}

const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/

/**
 * A store key is a relative path of plain segments: no `..`, no leading slash, no backslash,
 * no empty or dot-led segment. Every store checks keys with this before touching storage.
 */
export function isValidMediaKey(key: string): boolean {
  return key.length <= 512 && keyPattern.test(key) && !key.split('/').includes('..')
}

export class InvalidMediaKeyError extends Error {
  override name = 'InvalidMediaKeyError'
}

export function assertValidMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new InvalidMediaKeyError(`Invalid media key: ${key}`)
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
}

/** The image content type for a key, or null for anything the media route does not serve. */
export function contentTypeFor(key: string): string | null {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
  return Object.hasOwn(contentTypes, extension) ? (contentTypes[extension] ?? null) : null
}

declare module '../http/context.ts' {
  interface AppDeps {
    media: MediaStore
  }
}
