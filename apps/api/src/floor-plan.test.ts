import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { forbiddenReach, importGraph } from '@dating/import-graph/import-graph'

const root = fileURLToPath(new URL('.', import.meta.url))
const graph = importGraph(root)

/** The plumbing every feature stands on (docs/architecture.md); everything else in a folder is a feature. */
const plumbing = new Set(['http', 'auth', 'db', 'jobs'])
const folderOf = (module: string) => (module.includes('/') ? module.split('/')[0] : null)
const isFeature = (module: string) => {
  const folder = folderOf(module)
  return folder !== null && !plumbing.has(folder) && folder !== 'testing'
}

describe('the api floor plan', () => {
  it('names the chain by which plumbing reaches a feature', () => {
    const leaky = new Map([
      ['http/guards.ts', ['env.ts']],
      ['env.ts', ['brand/sites.ts']],
      ['brand/sites.ts', []],
    ])
    expect(forbiddenReach(leaky, 'http/guards.ts', isFeature)).toEqual([
      ['http/guards.ts', 'env.ts', 'brand/sites.ts'],
    ])
  })

  it('finds the modules it checks', () => {
    expect(graph.get('http/guards.ts')).toContain('http/errors.ts')
    expect(graph.get('app.ts')).toContain('chat/routes.ts')
  })

  it('keeps plumbing (http, auth, db, jobs) from importing a feature, directly or through a module between', () => {
    const reaches = [...graph.keys()]
      .filter((module) => plumbing.has(folderOf(module) ?? ''))
      .flatMap((module) => forbiddenReach(graph, module, isFeature))
      .map((chain) => chain.join(' -> '))
    expect(reaches).toEqual([])
  })

  it('reads requests in http/request.ts and writes cookies in http/cookies.ts, nowhere else', () => {
    const owners = new Set(['http/request.ts', 'http/cookies.ts'])
    const readsOrWrites =
      /\.req\.header\(|\.req\.raw\.headers|getConnInfo|Set-Cookie|from 'cookie'|hono\/cookie/i
    const offenders = [...graph.keys()].filter(
      (module) =>
        !owners.has(module) && readsOrWrites.test(readFileSync(`${root}/${module}`, 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
