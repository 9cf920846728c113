#!/usr/bin/env node
// `npm start`: install, build, migrate and seed the embedded database, start everything (api,
// site, landers app and back office).
import './lib/node-version.mjs'
import { installDependencies, pnpm } from './lib/pnpm.mjs'
import { ensurePortsFree, stopAll, stopAllOnSignals } from './lib/processes.mjs'
import { parseServeArgs, portsOf, printWelcome, serve } from './serve.mjs'

process.env.TURBO_TELEMETRY_DISABLED ??= '1'
// From the first step on: a Ctrl+C or SIGTERM during the install or the build stops it too.
stopAllOnSignals()

try {
  const options = parseServeArgs(process.argv.slice(2))
  // Before the slow steps, so a second `npm start` says so at once.
  await ensurePortsFree(portsOf(new Set(options.apps), options))
  await installDependencies()
  await pnpm([
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@dating/site',
    '--filter=@dating/landers',
    '--filter=@dating/backoffice',
  ])
  printWelcome(await serve(options))
} catch (error) {
  console.error(`\nnpm start failed: ${error.message}`)
  stopAll(1)
}
