import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { firstLoadJs } from './first-load-js.ts'
import { runToCompletion } from './processes.ts'
import { formatTable, kilobytes } from './table.ts'
import { pnpmCommand, repoRoot } from './workspace.ts'

const apps = [
  { name: '@dating/site', dir: 'apps/site' },
  { name: '@dating/landers', dir: 'apps/landers' },
]

/** Gzipped first-load JS of every page of both Remix apps, building one first when it has no build. */
export async function benchBundles(): Promise<void> {
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
    console.log(
      `\nFirst-load JS of ${app.name} per page (manifest + entry + route chain, gzip level 6):`,
    )
    console.log(
      formatTable(
        ['page', 'route', 'files', 'raw', 'gzipped'],
        weights.map((weight) => [
          weight.path,
          weight.routeId,
          weight.files,
          kilobytes(weight.bytes),
          kilobytes(weight.gzipBytes),
        ]),
      ),
    )
  }
}
