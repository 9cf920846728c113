import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, extname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

/** Folders of generated, installed or local files: nothing in them is written by hand. */
const skippedFolders = new Set([
  '.git',
  '.data',
  '.pnpm-bootstrap',
  '.turbo',
  'build',
  'coverage',
  'dist',
  'node_modules',
  'playwright-report',
  'storybook-static',
  'test-results',
])

const codeExtensions = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'])
const textExtensions = new Set([...codeExtensions, '.md', '.yaml', '.yml', '.sql', '.sh'])

export type RepositoryFile = {
  /** Relative to the repository root, with `/`. */
  path: string
  text: string
  isCode: boolean
}

let cached: RepositoryFile[] | undefined

/** This package: its tests name decisions and paths that do not exist, on purpose. */
const checker = 'tooling/docs/'

/** Every text file written by hand (code, docs, migrations, configuration in YAML). */
export function repositoryFiles(): RepositoryFile[] {
  if (cached) return cached
  const files: RepositoryFile[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = join(folder, entry.name)
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) walk(full)
      } else if (
        entry.isFile() &&
        textExtensions.has(extname(entry.name)) &&
        entry.name !== 'pnpm-lock.yaml'
      ) {
        files.push({
          path: relative(repositoryRoot, full).split(sep).join('/'),
          text: readFileSync(full, 'utf8'),
          isCode: codeExtensions.has(extname(entry.name)),
        })
      }
    }
  }
  walk(repositoryRoot)
  cached = files.filter((file) => !file.path.startsWith(checker))
  return cached
}

let allPaths: string[] | undefined

/** Every file and folder of the repository (relative, with `/`), generated ones left out. */
export function repositoryPaths(): string[] {
  if (allPaths) return allPaths
  const paths: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory() && skippedFolders.has(entry.name)) continue
      const full = join(folder, entry.name)
      paths.push(relative(repositoryRoot, full).split(sep).join('/'))
      if (entry.isDirectory()) walk(full)
    }
  }
  walk(repositoryRoot)
  allPaths = paths
  return paths
}

/** Whether a path relative to the repository root names a file or folder. */
export function existsInRepository(path: string): boolean {
  return existsSync(join(repositoryRoot, path))
}

/** The sub-folders of a folder relative to the repository root (none when it is missing). */
export function foldersOf(path: string): string[] {
  const full = join(repositoryRoot, path)
  if (!existsSync(full) || !statSync(full).isDirectory()) return []
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !skippedFolders.has(entry.name))
    .map((entry) => entry.name)
    .sort()
}

let packages: string[] | undefined

/** The workspace's packages (`apps/x`, `packages/x`, `tooling/x`). */
export function workspacePackages(): string[] {
  packages ??= ['apps', 'packages', 'tooling'].flatMap((group) =>
    foldersOf(group)
      .map((name) => `${group}/${name}`)
      .filter((folder) => existsInRepository(`${folder}/package.json`)),
  )
  return packages
}

/** The workspace package a file belongs to, or null for the repository's own files. */
export function packageOf(path: string): string | null {
  return workspacePackages().find((folder) => path.startsWith(`${folder}/`)) ?? null
}
