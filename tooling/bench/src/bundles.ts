import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { firstLoadJs, type RouteWeight } from './first-load-js.ts'
import { runToCompletion } from './processes.ts'
import { formatTable, kilobytes } from './table.ts'
import { benchDir, pnpmCommand, repoRoot } from './workspace.ts'

const apps = [
  { name: '@dating/site', dir: 'apps/site' },
  { name: '@dating/landers', dir: 'apps/landers' },
]

/**
 * The framework's floor: a bare Remix page (root with Links, Meta, Scripts and Outlet, one
 * index route) on the workspace's Remix, React and Vite, with the apps' future flags.
 */
export const floorDir = join(benchDir, 'floor')

/** The floor's one page, the page every other is compared with. */
export function floorPage(weights: readonly RouteWeight[]): RouteWeight {
  const page = weights.find((weight) => weight.path === '/')
  if (!page) throw new Error('The floor build has no index page')
  return page
}

/** A page's gzipped first-load JS beyond the floor's, e.g. `+12.3 kB`. */
export function overFloor(page: RouteWeight, floor: RouteWeight): string {
  const excess = page.gzipBytes - floor.gzipBytes
  return `${excess < 0 ? '-' : '+'}${kilobytes(Math.abs(excess))}`
}

/** Builds the floor afresh (a few seconds), so it always stands on the installed versions. */
async function buildFloor(): Promise<RouteWeight> {
  await runToCompletion(join(benchDir, 'node_modules', '.bin', 'remix'), ['vite:build'], {
    cwd: floorDir,
  })
  return floorPage(firstLoadJs(join(floorDir, 'build', 'client')))
}

/**
 * Gzipped first-load JS of every page of both Remix apps and its excess over the framework's
 * floor, building an app first when it has no build.
 */
export async function benchBundles(): Promise<void> {
  console.log('\nBuilding the framework floor (a bare Remix page) …')
  const floor = await buildFloor()
  console.log(
    `Framework floor: ${kilobytes(floor.gzipBytes)} gzipped in ${floor.files} files (${kilobytes(floor.bytes)} raw).`,
  )
  for (const app of apps) {
    const clientDir = join(repoRoot, app.dir, 'build', 'client')
    if (!existsSync(clientDir)) {
      console.log(`\nNo build of ${app.name} yet: building it …`)
      const pnpm = pnpmCommand()
      await runToCompletion(pnpm.command, [...pnpm.args, '--filter', app.name, 'build'], {
        cwd: repoRoot,
      })
    }
    const weights = firstLoadJs(clientDir)
    console.log(`\nFirst-load JS of ${app.name} per page (entry + route chain, gzip level 6):`)
    console.log(
      formatTable(
        ['page', 'route', 'files', 'raw', 'gzipped', 'over floor'],
        weights.map((weight) => [
          weight.path,
          weight.routeId,
          weight.files,
          kilobytes(weight.bytes),
          kilobytes(weight.gzipBytes),
          overFloor(weight, floor),
        ]),
      ),
    )
  }
}
