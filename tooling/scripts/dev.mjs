#!/usr/bin/env node
// `npm run dev`: install, seed the embedded database when empty, then the api under tsx watch
// and the site, the landers app and the back office on Remix's Vite dev server (HMR); no build.
import './lib/node-version.mjs'
import { installDependencies } from './lib/pnpm.mjs'
import { ensurePortsFree, stopAll, stopAllOnSignals } from './lib/processes.mjs'
import { parseServeArgs, portsOf, printWelcome, serve } from './serve.mjs'

process.env.TURBO_TELEMETRY_DISABLED ??= '1'
stopAllOnSignals()

try {
  const options = { ...parseServeArgs(process.argv.slice(2)), dev: true }
  await ensurePortsFree(portsOf(new Set(options.apps), options))
  await installDependencies()
  printWelcome(await serve(options), { dev: true })
} catch (error) {
  console.error(`\nnpm run dev failed: ${error.message}`)
  stopAll(1)
}
