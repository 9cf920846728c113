import { describe, expect, it } from 'vitest'
import { budgetProblems } from './budgets.ts'
import type { RouteWeight } from './first-load-js.ts'

const page = (path: string, kilobytes: number, stylesheets = 1): RouteWeight => ({
  routeId: `routes${path}`,
  path,
  files: 10,
  bytes: kilobytes * 3 * 1024,
  gzipBytes: kilobytes * 1024,
  stylesheets,
})

describe('budgetProblems', () => {
  const budget = { maxGzipKilobytes: 110, maxStylesheets: 2 }

  it('passes pages at or under their budget', () => {
    expect(budgetProblems([page('/', 110), page('/login', 80, 2)], budget)).toEqual([])
  })

  it('names each page over its JS or stylesheet budget', () => {
    expect(budgetProblems([page('/', 110.5), page('/members', 90, 3)], budget)).toEqual([
      '/: 110.5 KB of JS, gzipped (budget 110 KB)',
      '/members: 3 stylesheets (budget 2)',
    ])
  })
})
