import type { ScriptsCount } from './all-scripts.ts'
import type { RouteWeight } from './first-load-js.ts'

/**
 * What one app's pages may ask of a first visit (decisions 036 and 051): the JS before
 * hydration, the stylesheets, and every script downloaded until the network is quiet.
 */
export type Budget = {
  maxGzipKilobytes: number
  maxStylesheets: number
  maxAllScriptsKilobytes: number
  /** Pages allowed more first-load JS than the rest, with the reason in decision 054. */
  firstLoadExceptions?: Readonly<Record<string, number>>
}

export const budgets = {
  // 115 KB since the layout primitives; the chat's machine and screen in its first load
  // (decision 054).
  '@dating/site': {
    maxGzipKilobytes: 115,
    maxStylesheets: 2,
    maxAllScriptsKilobytes: 140,
    firstLoadExceptions: { '/chats/:id': 145, '/members/:id/chat': 145 },
  },
  // A lander's whole budget: the cookie banner (decision 059) took the margin of decision 036h.
  '@dating/landers': { maxGzipKilobytes: 100, maxStylesheets: 2, maxAllScriptsKilobytes: 100 },
} satisfies Record<string, Budget>

/** One line per page over its budget, e.g. `/members: 171.9 KB of JS (budget 110 KB)`. */
export function budgetProblems(weights: readonly RouteWeight[], budget: Budget): string[] {
  const problems: string[] = []
  for (const weight of weights) {
    const kilobytes = weight.gzipBytes / 1024
    const allowed = budget.firstLoadExceptions?.[weight.path] ?? budget.maxGzipKilobytes
    if (kilobytes > allowed) {
      problems.push(
        `${weight.path}: ${kilobytes.toFixed(1)} KB of JS, gzipped (budget ${allowed} KB)`,
      )
    }
    if (weight.stylesheets > budget.maxStylesheets) {
      problems.push(
        `${weight.path}: ${weight.stylesheets} stylesheets (budget ${budget.maxStylesheets})`,
      )
    }
  }
  return problems
}

/** One line per page whose scripts by network quiet are over its app's budget. */
export function allScriptsProblems(counts: readonly ScriptsCount[], budget: Budget): string[] {
  return counts.flatMap((count) => {
    const kilobytes = count.gzipBytes / 1024
    return kilobytes > budget.maxAllScriptsKilobytes
      ? [
          `${count.visit.page} (${count.url}): ${kilobytes.toFixed(1)} KB of scripts by network quiet, gzipped (budget ${budget.maxAllScriptsKilobytes} KB)`,
        ]
      : []
  })
}
