import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type ImportGraph, importCycles, importGraph } from './testing/import-graph.ts'

describe('import cycles', () => {
  it('finds a cycle when there is one', () => {
    const circle: ImportGraph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ])
    expect(importCycles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']])
  })

  it('has none in the api (types included)', () => {
    const graph = importGraph(fileURLToPath(new URL('.', import.meta.url)))
    expect(importCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([])
  })
})
