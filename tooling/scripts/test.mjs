#!/usr/bin/env node
// `npm test`: install, then every check: lint, typecheck, unit and api tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), the Storybook build, and Playwright in Chromium.
import { ensureChromium } from './lib/chromium.mjs'
import { installDependencies, pnpm } from './lib/pnpm.mjs'

const results = []

async function step(name, action) {
  const started = Date.now()
  console.log(`\n=== ${name}`)
  try {
    await action()
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000 })
  } catch (error) {
    console.error(`--- ${name} failed: ${error.message}`)
    results.push({ name, ok: false, seconds: (Date.now() - started) / 1000 })
  }
}

process.env.TURBO_TELEMETRY_DISABLED ??= '1'
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

await installDependencies()
const chromePath = ensureChromium()
process.env.CHROME_PATH = chromePath
if (process.env.TEST_DATABASE_URL)
  console.log(`api tests also run on ${process.env.TEST_DATABASE_URL}`)

await step('lint (biome)', () => pnpm(['exec', 'biome', 'ci', '.']))
await step('typecheck', () => turbo('typecheck'))
await step('unit and api tests', () => turbo('test'))
await step('storybook build', () => pnpm(['--filter', '@dating/ui', 'run', 'build-storybook']))
await step('build site and landers', () =>
  turbo('build', '--filter=@dating/site', '--filter=@dating/landers'),
)
await step('end-to-end: site', () => pnpm(['--filter', '@dating/site', 'run', 'e2e']))
await step('end-to-end: landers', () => pnpm(['--filter', '@dating/landers', 'run', 'e2e']))

console.log('\n=== summary')
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(28)} ${seconds.toFixed(0)} s`)
}
const failed = results.filter((result) => !result.ok).length
console.log(`steps: ${results.length - failed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
