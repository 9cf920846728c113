import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import { assertValidMediaKey, type MediaStore } from './store.ts'

/** Media files in a folder (MEDIA_DIR), the embedded default. */
export function createFsMediaStore(root: string): MediaStore {
  const base = resolve(root)

  function pathOf(key: string): string {
    assertValidMediaKey(key)
    const path = resolve(base, key)
    if (!path.startsWith(base + sep)) throw new RangeError(`Key escapes the media folder: ${key}`)
    return path
  }

  return {
    async put(key, body) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`
      await writeFile(temporary, body)
      await rename(temporary, path)
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile()
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR'
}
