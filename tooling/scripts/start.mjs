#!/usr/bin/env node
// `npm start`: install, build, migrate and seed the embedded database, start everything.
import { installDependencies, pnpm } from './lib/pnpm.mjs'
import { stopAll } from './lib/processes.mjs'
import { parseServeArgs, printWelcome, serve } from './serve.mjs'

process.env.TURBO_TELEMETRY_DISABLED ??= '1'

try {
  await installDependencies()
  await pnpm(['exec', 'turbo', 'run', 'build', '--filter=@dating/site', '--filter=@dating/landers'])
  printWelcome(await serve(parseServeArgs(process.argv.slice(2))))
} catch (error) {
  console.error(`\nnpm start failed: ${error.message}`)
  stopAll(1)
}
