import { fileURLToPath } from 'node:url'

export const benchDir = fileURLToPath(new URL('..', import.meta.url))
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * How to call pnpm from inside a pnpm script: npm_execpath points at the running pnpm, which
 * works even where pnpm is not on PATH (the repo's scripts fetch pnpm into .pnpm-bootstrap).
 */
export function pnpmCommand(): { command: string; args: string[] } {
  const execPath = process.env.npm_execpath
  if (execPath && /pnpm/.test(execPath)) {
    return /\.[cm]?js$/.test(execPath)
      ? { command: process.execPath, args: [execPath] }
      : { command: execPath, args: [] }
  }
  throw new Error(
    'Run the bench through pnpm (`pnpm --filter @dating/bench bench`): it calls pnpm again.',
  )
}
