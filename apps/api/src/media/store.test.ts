import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFsMediaStore } from './fs-store.ts'
import { contentTypeFor, isValidMediaKey } from './store.ts'

describe('isValidMediaKey', () => {
  it.each(['images/p1/2/main.webp', 'a.png', 'brand/logo-1_2.svg'])('accepts %s', (key) => {
    expect(isValidMediaKey(key)).toBe(true)
  })
  it.each([
    '',
    '/etc/passwd',
    '../x.webp',
    'images/../../x.webp',
    'images/./x.webp',
    'images//x.webp',
    '.env',
    'images\\..\\x.webp',
    'images/%2e%2e/x.webp',
    'images/x.webp\u0000',
    `${'a/'.repeat(300)}x.webp`,
  ])('refuses %j', (key) => {
    expect(isValidMediaKey(key)).toBe(false)
  })
})

describe('contentTypeFor', () => {
  it('knows image types only', () => {
    expect(contentTypeFor('a/b.webp')).toBe('image/webp')
    expect(contentTypeFor('a/b.JPG')).toBe('image/jpeg')
    expect(contentTypeFor('a/b.svg')).toBeNull()
    expect(contentTypeFor('a/b.html')).toBeNull()
    expect(contentTypeFor('a/constructor')).toBeNull()
  })
})

describe('createFsMediaStore', () => {
  it('puts, gets and checks files inside its folder only', async () => {
    const root = await mkdtemp(join(tmpdir(), 'media-store-'))
    try {
      const store = createFsMediaStore(join(root, 'media'))
      await writeFile(join(root, 'secret.webp'), 'secret')
      await store.put('images/p1/1/main.webp', new Uint8Array([1, 2, 3]))
      expect(await store.get('images/p1/1/main.webp')).toEqual(new Uint8Array([1, 2, 3]))
      expect(await store.exists('images/p1/1/main.webp')).toBe(true)
      expect(await store.exists('images/p1/1')).toBe(false)
      expect(await store.get('images/p1/1')).toBeNull()
      expect(await store.get('missing.webp')).toBeNull()
      await store.delete('images/p1/1/main.webp')
      await store.delete('images/p1/1/main.webp')
      expect(await store.exists('images/p1/1/main.webp')).toBe(false)
      await expect(store.delete('../secret.webp')).rejects.toThrow(/Invalid media key/)
      await expect(store.get('../secret.webp')).rejects.toThrow(/Invalid media key/)
      await expect(store.put('../secret.webp', new Uint8Array())).rejects.toThrow()
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
