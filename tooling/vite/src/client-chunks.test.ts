import { describe, expect, it } from 'vitest'
import { clientChunks } from './client-chunks.mjs'

type Graph = Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }>

const graph: Graph = {
  '/dev/entry.client.tsx': { entry: true, imports: ['/node_modules/react-dom.js'] },
  '/app/app/root.tsx?__remix-build-client-route': {
    entry: true,
    imports: ['/app/header.tsx', '/app/routes/_index.tsx?__remix-build-client-route'],
    lazy: ['/app/match-modal.tsx'],
  },
  '/app/routes/_index.tsx?__remix-build-client-route': { entry: true, imports: ['/app/hero.tsx'] },
  '/node_modules/react-dom.js': { imports: ['/node_modules/react.js'] },
  '/node_modules/react.js': {},
  '/app/header.tsx': { imports: ['/app/icon.tsx', '/app/header.css.ts.vanilla.css'] },
  '/app/icon.tsx': { imports: ['/node_modules/react.js'] },
  '/app/header.css.ts.vanilla.css': {},
  '/app/hero.tsx': { imports: ['/app/icon.tsx'] },
  '/app/match-modal.tsx': { imports: ['/app/confetti.tsx'] },
  '/app/confetti.tsx': {},
}

const meta = {
  getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
  getModuleInfo: (id: string) => {
    const node = graph[id]
    if (!node) return null
    return {
      id,
      isEntry: node.entry === true,
      importedIds: node.imports ?? [],
      dynamicallyImportedIds: node.lazy ?? [],
    }
  },
}

function chunkOf(id: string) {
  const manualChunks = clientChunks() as (id: string, meta: unknown) => string | undefined
  return manualChunks(id, meta)
}

describe('clientChunks', () => {
  it('puts every stylesheet into one chunk', () => {
    expect(chunkOf('/app/header.css.ts.vanilla.css')).toBe('styles')
  })

  it('puts what the client entry and the root route import statically into one chunk', () => {
    for (const id of ['/node_modules/react-dom.js', '/node_modules/react.js', '/app/header.tsx'])
      expect(chunkOf(id)).toBe('always')
    expect(chunkOf('/app/icon.tsx')).toBe('always')
  })

  it('leaves routes, their own imports and later imports to Rollup', () => {
    expect(chunkOf('/app/routes/_index.tsx?__remix-build-client-route')).toBeUndefined()
    expect(chunkOf('/app/hero.tsx')).toBeUndefined()
    expect(chunkOf('/app/match-modal.tsx')).toBeUndefined()
    expect(chunkOf('/app/confetti.tsx')).toBeUndefined()
  })
})
