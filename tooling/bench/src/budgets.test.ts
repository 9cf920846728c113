import { describe, expect, it } from 'vitest'
import type { ScriptsCount } from './all-scripts.ts'
import { allScriptsProblems, budgetProblems } from './budgets.ts'
import type { RouteWeight } from './first-load-js.ts'

const page = (path: string, kilobytes: number, stylesheets = 1): RouteWeight => ({
  routeId: `routes${path}`,
  path,
  files: 10,
  urls: [],
  bytes: kilobytes * 3 * 1024,
  gzipBytes: kilobytes * 1024,
  stylesheets,
})

describe('budgetProblems', () => {
  const budget = { maxGzipKilobytes: 110, maxStylesheets: 2, maxAllScriptsKilobytes: 140 }

  it('passes pages at or under their budget', () => {
    expect(budgetProblems([page('/', 110), page('/login', 80, 2)], budget)).toEqual([])
  })

  it('names each page over its JS or stylesheet budget', () => {
    expect(budgetProblems([page('/', 110.5), page('/members', 90, 3)], budget)).toEqual([
      '/: 110.5 KB of JS, gzipped (budget 110 KB)',
      '/members: 3 stylesheets (budget 2)',
    ])
  })

  it('holds a page with an exception to its own budget', () => {
    const excepted = { ...budget, firstLoadExceptions: { '/chats/:id': 145 } }
    expect(budgetProblems([page('/chats/:id', 142), page('/', 111)], excepted)).toEqual([
      '/: 111.0 KB of JS, gzipped (budget 110 KB)',
    ])
    expect(budgetProblems([page('/chats/:id', 145.5)], excepted)).toEqual([
      '/chats/:id: 145.5 KB of JS, gzipped (budget 145 KB)',
    ])
  })
})

describe('allScriptsProblems', () => {
  const budget = { maxGzipKilobytes: 110, maxStylesheets: 2, maxAllScriptsKilobytes: 140 }
  const count = (page: string, url: string, kilobytes: number): ScriptsCount => ({
    visit: { app: '@dating/site', page, path: url, member: true },
    url,
    files: 12,
    bytes: kilobytes * 3 * 1024,
    gzipBytes: kilobytes * 1024,
    scripts: [{ path: '/assets/entry.client.js', gzipBytes: kilobytes * 1024 }],
  })

  it('names each page whose scripts by network quiet are over the budget', () => {
    expect(
      allScriptsProblems(
        [count('/', '/', 140), count('/members/:id', '/members/2100', 140.5)],
        budget,
      ),
    ).toEqual([
      '/members/:id (/members/2100): 140.5 KB of scripts by network quiet, gzipped (budget 140 KB)',
    ])
  })
})
