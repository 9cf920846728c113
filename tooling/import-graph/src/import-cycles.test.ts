import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type ImportGraph, importCycles, importGraph } from './import-graph.ts'

/** The folders whose modules must not import each other in a circle, from the repository root. */
const checkedFolders = [
  'apps/api/src',
  'apps/landers/app',
  'apps/site/app',
  'packages/domain/src',
  'packages/machines/src',
]

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))

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

  it('finds a type-only import both ways, as guards and machine did', () => {
    const circle: ImportGraph = new Map([
      ['signup/guards.ts', ['signup/machine.ts']],
      ['signup/machine.ts', ['signup/guards.ts']],
    ])
    expect(importCycles(circle)).toEqual([
      ['signup/guards.ts', 'signup/machine.ts', 'signup/guards.ts'],
    ])
  })

  it.each(checkedFolders)('has none in %s (types and dynamic imports included)', (folder) => {
    const graph = importGraph(`${repositoryRoot}${folder}`)
    expect(graph.size).toBeGreaterThan(10)
    expect(importCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([])
  })
})
