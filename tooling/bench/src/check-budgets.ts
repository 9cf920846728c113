// `pnpm --filter @dating/bench budgets`: fails when a page of a built app is over its budget
// (src/budgets.ts). Bytes of a build are deterministic, so `npm test` runs this after its build.
import { join } from 'node:path'
import { budgetProblems, budgets } from './budgets.ts'
import { firstLoadJs } from './first-load-js.ts'
import { repoRoot } from './workspace.ts'

const apps = { '@dating/site': 'apps/site', '@dating/landers': 'apps/landers' } as const

let failed = false
for (const [app, dir] of Object.entries(apps) as [keyof typeof apps, string][]) {
  const weights = firstLoadJs(join(repoRoot, dir, 'build', 'client'))
  const budget = budgets[app]
  const problems = budgetProblems(weights, budget)
  const largest = Math.max(...weights.map((weight) => weight.gzipBytes)) / 1024
  console.log(
    `${app}: ${weights.length} pages, the largest ${largest.toFixed(1)} KB of JS (budget ${budget.maxGzipKilobytes} KB)`,
  )
  for (const problem of problems) console.log(`  over budget: ${problem}`)
  if (problems.length > 0) failed = true
}
process.exitCode = failed ? 1 : 0
