import { describe, expect, it } from 'vitest'
import {
  chunkReloadStorageKey,
  type KeyValueStorage,
  readChunkReloadAt,
  writeChunkReloadAt,
} from './storage.ts'

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value)
    },
  }
}

const brokenStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
}

describe('chunk reload storage', () => {
  it('round-trips the reload time', () => {
    const storage = memoryStorage()
    expect(readChunkReloadAt(storage)).toBeNull()
    writeChunkReloadAt(storage, 1_234_567)
    expect(storage.values.get(chunkReloadStorageKey)).toBe('1234567')
    expect(readChunkReloadAt(storage)).toBe(1_234_567)
  })

  it('treats garbage, missing or failing storage as no earlier reload', () => {
    const storage = memoryStorage()
    storage.setItem(chunkReloadStorageKey, 'yesterday')
    expect(readChunkReloadAt(storage)).toBeNull()
    expect(readChunkReloadAt(undefined)).toBeNull()
    expect(readChunkReloadAt(brokenStorage)).toBeNull()
    expect(() => writeChunkReloadAt(brokenStorage, 1)).not.toThrow()
    expect(() => writeChunkReloadAt(undefined, 1)).not.toThrow()
  })
})
