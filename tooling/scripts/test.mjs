#!/usr/bin/env node
// `npm test`: install, then every check: lint, typecheck, unit and api tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), the packed packages installed from outside the
// repository (docs/decisions/026), the Storybook build, every story as a test in Chromium
// (play functions and axe, docs/decisions/027), and Playwright in Chromium.
// The summary is printed whatever fails, the install and the Chromium check included.
import './lib/node-version.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { installDependencies, pnpm } from './lib/pnpm.mjs'
import { run, stopAllOnSignals } from './lib/processes.mjs'

const results = []

/** Runs a check unless a step it needs failed; answers whether it passed. */
async function step(name, action, { needs = [] } = {}) {
  const missing = needs.filter((need) => !results.find((result) => result.name === need)?.ok)
  if (missing.length > 0) {
    console.log(`\n=== ${name}: skipped (${missing.join(', ')} failed)`)
    results.push({ name, ok: false, skipped: true, seconds: 0 })
    return false
  }
  const started = Date.now()
  console.log(`\n=== ${name}`)
  try {
    await action()
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000 })
    return true
  } catch (error) {
    console.error(`--- ${name} failed: ${error.message}`)
    results.push({ name, ok: false, seconds: (Date.now() - started) / 1000 })
    return false
  }
}

process.env.TURBO_TELEMETRY_DISABLED ??= '1'
stopAllOnSignals()
const turbo = (...args) =>
  pnpm([
    'exec',
    'turbo',
    'run',
    ...args,
    '--concurrency=2',
    '--continue',
    '--output-logs=errors-only',
  ])

const install = 'install'
const chromium = 'chromium'
await step(install, installDependencies)
await step(chromium, async () => {
  process.env.CHROME_PATH = ensureChromium()
})
if (process.env.TEST_DATABASE_URL) {
  console.log(`api tests also run on ${process.env.TEST_DATABASE_URL}`)
}

const afterInstall = { needs: [install] }
const inBrowser = { needs: [install, chromium] }
await step('lint (biome)', () => pnpm(['exec', 'biome', 'ci', '.']), afterInstall)
await step('typecheck', () => turbo('typecheck'), afterInstall)
await step('unit and api tests', () => turbo('test'), afterInstall)
await step(
  'packages (pack and install)',
  async () => {
    await run(process.execPath, ['tooling/packages/scripts/pack-test.mjs'])
    await run(process.execPath, ['tooling/packages/scripts/version-dry-run.mjs'])
  },
  afterInstall,
)
await step(
  'storybook build',
  () => pnpm(['--filter', '@dating/ui', 'run', 'build-storybook']),
  afterInstall,
)
await step(
  'storybook tests (stories in Chromium, play functions, axe)',
  () => pnpm(['--filter', '@dating/ui', 'run', 'test:stories']),
  inBrowser,
)
await step(
  'build site and landers',
  () => turbo('build', '--filter=@dating/site', '--filter=@dating/landers'),
  afterInstall,
)
await step('end-to-end: site', () => pnpm(['--filter', '@dating/site', 'run', 'e2e']), inBrowser)
await step(
  'end-to-end: landers',
  () => pnpm(['--filter', '@dating/landers', 'run', 'e2e']),
  inBrowser,
)

console.log('\n=== summary')
for (const { name, ok, skipped, seconds } of results) {
  const mark = ok ? 'ok  ' : skipped ? 'skip' : 'FAIL'
  console.log(`${mark} ${name.padEnd(28)} ${seconds.toFixed(0)} s`)
}
const passed = results.filter((result) => result.ok).length
const skipped = results.filter((result) => result.skipped).length
const failed = results.length - passed - skipped
console.log(`steps: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed + skipped === 0 ? 0 : 1)
