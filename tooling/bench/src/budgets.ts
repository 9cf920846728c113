import type { RouteWeight } from './first-load-js.ts'

/** What one app's pages may ask of a first visit (decision 036). */
export type Budget = { maxGzipKilobytes: number; maxStylesheets: number }

export const budgets = {
  '@dating/site': { maxGzipKilobytes: 110, maxStylesheets: 2 },
  // A lander's whole budget: the cookie banner (decision 059) took the margin of decision 036h.
  '@dating/landers': { maxGzipKilobytes: 100, maxStylesheets: 2 },
} satisfies Record<string, Budget>

/** One line per page over its budget, e.g. `/members: 171.9 KB of JS (budget 110 KB)`. */
export function budgetProblems(weights: readonly RouteWeight[], budget: Budget): string[] {
  const problems: string[] = []
  for (const weight of weights) {
    const kilobytes = weight.gzipBytes / 1024
    if (kilobytes > budget.maxGzipKilobytes) {
      problems.push(
        `${weight.path}: ${kilobytes.toFixed(1)} KB of JS, gzipped (budget ${budget.maxGzipKilobytes} KB)`,
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
