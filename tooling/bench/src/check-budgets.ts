// `pnpm --filter @dating/bench budgets [-- --first-load-only] [--ports a-b] [--seeded-data DIR]
// [--scripts]`: fails when a page
// of a built app is over its budget (src/budgets.ts). The first load is read from the builds'
// manifests; every script a first visit downloads until the network is quiet is counted in
// Chromium against the production builds on a seeded throwaway api (a copy of DIR when given,
// else seeded anew). `--scripts` lists each page's script files. Bytes, not timings: both
// counts are the same on a loaded machine, so `npm test` runs this after its build.
import { join } from 'node:path'
import { countAllScripts } from './all-scripts.ts'
import { allScriptsProblems, budgetProblems, budgets } from './budgets.ts'
import { firstLoadJs, type RouteWeight } from './first-load-js.ts'
import { cleanUpAll, useBenchPorts } from './processes.ts'
import { startServedApps } from './served-apps.ts'
import { repoRoot } from './workspace.ts'

const apps = { '@dating/site': 'apps/site', '@dating/landers': 'apps/landers' } as const
type App = keyof typeof apps

const args = process.argv.slice(2).filter((arg) => arg !== '--')
const ports = args[args.indexOf('--ports') + 1]?.match(/^(\d{4,5})-(\d{4,5})$/)
if (args.includes('--ports')) {
  if (!ports) throw new Error('--ports must be two ports, e.g. 5600-5619')
  useBenchPorts({ first: Number(ports[1]), last: Number(ports[2]) })
}
const seededDataDir = args.includes('--seeded-data')
  ? args[args.indexOf('--seeded-data') + 1]
  : undefined
if (args.includes('--seeded-data') && !seededDataDir)
  throw new Error('--seeded-data needs a directory')

let failed = false
const firstLoads = new Map<App, RouteWeight[]>()
for (const [app, dir] of Object.entries(apps) as [App, string][]) {
  const weights = firstLoadJs(join(repoRoot, dir, 'build', 'client'))
  firstLoads.set(app, weights)
  const budget = budgets[app]
  const problems = budgetProblems(weights, budget)
  const largest = Math.max(...weights.map((weight) => weight.gzipBytes)) / 1024
  console.log(
    `${app}: ${weights.length} pages, the largest ${largest.toFixed(1)} KB of JS (budget ${budget.maxGzipKilobytes} KB)`,
  )
  for (const problem of problems) console.log(`  over budget: ${problem}`)
  if (problems.length > 0) failed = true
}

if (!args.includes('--first-load-only')) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void cleanUpAll().then(() => process.exit(130)))
  const served = await startServedApps({ seededDataDir })
  try {
    const { counts, missing } = await countAllScripts(served)
    for (const app of Object.keys(apps) as App[]) {
      const ofApp = counts.filter((count) => count.visit.app === app)
      const budget = budgets[app]
      console.log(
        `${app}: scripts by network quiet, ${ofApp
          .map((count) => `${count.visit.page} ${(count.gzipBytes / 1024).toFixed(1)} KB`)
          .join(', ')} (budget ${budget.maxAllScriptsKilobytes} KB)`,
      )
      if (args.includes('--scripts')) {
        for (const count of ofApp) {
          const firstLoad = new Set(
            firstLoads.get(app)?.find((weight) => weight.path === count.visit.page)?.urls,
          )
          const later = count.scripts.filter((script) => !firstLoad.has(script.path))
          const laterKilobytes = later.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024
          console.log(
            `  ${count.visit.page} (${count.url}), ${count.files} files, ${laterKilobytes.toFixed(1)} KB not in the first load (marked +):`,
          )
          for (const script of count.scripts)
            console.log(
              `    ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB ${firstLoad.has(script.path) ? ' ' : '+'} ${script.path}`,
            )
        }
      }
      const problems = allScriptsProblems(ofApp, budget)
      for (const problem of problems) console.log(`  over budget: ${problem}`)
      if (problems.length > 0) failed = true
    }
    for (const visit of missing) {
      console.log(`  not counted: ${visit.app} ${visit.page} (no such page in the seeded data)`)
      failed = true
    }
  } finally {
    await served.stop()
  }
}
process.exitCode = failed ? 1 : 0
