import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repositoryRoot } from './repository.ts'

export const architectureFile = 'docs/architecture.md'

export type MapEntry = { workspacePackage: string; path: string }

/**
 * The map of docs/architecture.md: the fenced block under "## Map", where a line starting at
 * the margin names a package (`apps/api  Hono on Node`) and the lines indented below it name
 * its folders and files (`  src/http/  error envelope, …`), several on a line where they share
 * a description.
 */
export function readArchitectureMap(): { packages: string[]; entries: MapEntry[] } {
  const text = readFileSync(join(repositoryRoot, architectureFile), 'utf8')
  const block = /^## Map\n[\s\S]*?```\n([\s\S]*?)```/m.exec(text)?.[1] ?? ''
  const packages: string[] = []
  const entries: MapEntry[] = []
  let current: string | null = null
  for (const line of block.split('\n')) {
    const named = /^((?:apps|packages|tooling)\/[\w-]+)\s/.exec(`${line} `)
    if (named) {
      current = named[1] as string
      packages.push(current)
      continue
    }
    if (!current || !/^\s{2}\S/.test(line)) continue
    const listed =
      /^\s+((?:[\w.$()[\]*-]+\/)+(?:[\w.$()[\]*-]+)?(?:\s+(?:[\w.$()[\]*-]+\/)+)*)/.exec(line)
    for (const path of listed?.[1]?.split(/\s+/) ?? []) {
      entries.push({ workspacePackage: current, path: path.replace(/\/$/, '') })
    }
  }
  return { packages, entries }
}
