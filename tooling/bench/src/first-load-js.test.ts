import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { firstLoadJs, readRemixManifest } from './first-load-js.ts'

const clientDir = mkdtempSync(join(tmpdir(), 'bench-first-load-'))
const files: Record<string, string> = {
  'assets/manifest-1.js': '',
  'assets/entry.client.js': 'entry();'.repeat(40),
  'assets/react.js': 'react();'.repeat(200),
  'assets/root.js': 'root();'.repeat(30),
  'assets/index.js': 'index();'.repeat(10),
  'assets/members.js': 'members();'.repeat(20),
  'assets/member.js': 'member();'.repeat(25),
  'assets/card.js': 'card();'.repeat(15),
}
const manifest = {
  url: '/assets/manifest-1.js',
  version: '1',
  entry: { module: '/assets/entry.client.js', imports: ['/assets/react.js'] },
  routes: {
    root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/react.js'] },
    'routes/_index': {
      id: 'routes/_index',
      parentId: 'root',
      index: true,
      module: '/assets/index.js',
    },
    'routes/members': {
      id: 'routes/members',
      parentId: 'root',
      path: 'members',
      module: '/assets/members.js',
      imports: ['/assets/card.js'],
    },
    'routes/members.$id': {
      id: 'routes/members.$id',
      parentId: 'routes/members',
      path: ':id',
      module: '/assets/member.js',
      imports: ['/assets/card.js'],
    },
  },
}
files['assets/manifest-1.js'] = `window.__remixManifest=${JSON.stringify(manifest)};`
mkdirSync(join(clientDir, 'assets'))
for (const [name, content] of Object.entries(files)) writeFileSync(join(clientDir, name), content)

const gzipped = (...names: string[]) =>
  names.reduce((sum, name) => sum + gzipSync(Buffer.from(files[name] ?? '')).byteLength, 0)

afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

describe('firstLoadJs', () => {
  it('reads the manifest Remix writes', () => {
    expect(readRemixManifest(clientDir).entry.module).toBe('/assets/entry.client.js')
  })

  it('sums entry and the route chain once per file for every page, not the manifest file', () => {
    const weights = firstLoadJs(clientDir)
    const shared = ['assets/entry.client.js', 'assets/react.js', 'assets/root.js']
    expect(weights.map((weight) => [weight.path, weight.files, weight.gzipBytes])).toEqual([
      ['/', 4, gzipped(...shared, 'assets/index.js')],
      ['/members', 5, gzipped(...shared, 'assets/members.js', 'assets/card.js')],
      [
        '/members/:id',
        6,
        gzipped(...shared, 'assets/members.js', 'assets/card.js', 'assets/member.js'),
      ],
    ])
  })
})
