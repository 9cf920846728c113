#!/usr/bin/env node
// `npm test`: install, then every check: lint, typecheck, unit and api tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), the built pages' JavaScript and stylesheet
// budgets, the packed packages installed from outside the repository (docs/decisions/026), the
// Storybook build, every story as a test in Chromium (play functions and axe, docs/decisions/
// 027), and Playwright in Chromium, the browser journeys running beside the other checks.
// The summary is printed whatever fails, the install and the Chromium check included.
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import './lib/node-version.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { installDependencies, pnpm } from './lib/pnpm.mjs'
import { run, stopAllOnSignals } from './lib/processes.mjs'

const results = []
const startedAt = Date.now()

// Lines that say what went wrong, kept per step and printed again under the summary: a log
// seen only from its end (a CI page) still shows why a step failed.
const failureLine =
  /\bFAIL\b|✘|×|Error[:\s]|Timed out|timed out|Test timeout|expected .* to |exited with|\d+ failed/
const maxFailureLines = 12

/** Output options for a lane's commands: prefixed lines, the notable ones kept for its step. */
function lane(prefix) {
  const state = { step: null }
  return {
    prefix,
    onLine: (line) => {
      const plain = stripVTControlCharacters(line).trim()
      const kept = state.step?.failureLines
      if (kept && failureLine.test(plain) && !kept.includes(plain)) kept.push(plain)
    },
    state,
  }
}

/** Runs a check unless a step it needs failed; answers whether it passed. */
async function step(name, action, { needs = [], output } = {}) {
  const missing = needs.filter((need) => !results.find((result) => result.name === need)?.ok)
  if (missing.length > 0) {
    console.log(`\n=== ${name}: skipped (${missing.join(', ')} failed)`)
    results.push({ name, ok: false, skipped: true, seconds: 0, started: Date.now() })
    return false
  }
  const started = Date.now()
  const failureLines = []
  for (const lane of [output ?? []].flat()) lane.state.step = { failureLines }
  console.log(`\n=== ${name}`)
  try {
    await action()
    results.push({ name, ok: true, seconds: (Date.now() - started) / 1000, started })
    return true
  } catch (error) {
    console.error(`--- ${name} failed: ${error.message}`)
    const seconds = (Date.now() - started) / 1000
    results.push({ name, ok: false, seconds, started, failureLines })
    return false
  }
}

process.env.TURBO_TELEMETRY_DISABLED ??= '1'
stopAllOnSignals()
const turbo = (options, ...args) =>
  pnpm(
    ['exec', 'turbo', 'run', ...args, '--concurrency=2', '--continue', '--output-logs=errors-only'],
    options,
  )

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
const built = 'build site and landers'
const seeded = "seed the journeys' demo data"
const withBuild = { needs: [install, chromium, built] }
const withDemoData = { needs: [install, chromium, built, seeded] }

// The journeys' servers each start from a copy of one seeded data directory (the demo members,
// 2,000 profiles and their pictures), instead of seeding their own.
const journeyData = mkdtempSync(join(tmpdir(), 'dating-journeys-'))
process.on('exit', () => rmSync(journeyData, { recursive: true, force: true }))
const seededData = join(journeyData, 'seeded')
const copyOfSeededData = (name) => {
  const copy = join(journeyData, name)
  cpSync(seededData, copy, { recursive: true })
  return copy
}
// Two lanes at once, which take about as long: the checks that keep the cores busy (lint, types,
// unit and api tests), and the browser journeys of the site (two halves at once, below), the
// landers and the back office, which mostly wait on pages and servers, then the packages and
// the stories. Each line of a check's output starts with its lane's name.
const checks = lane('[checks] ')
const journeys = lane('[e2e]    ')
const inLane = (output, needs) => ({ ...needs, output })
const siteShards = [4510, 4520].map((sitePort, index) => ({
  output: index === 0 ? journeys : lane('[e2e 2]  '),
  env: () => ({
    SITE_E2E_DATA_DIR: copyOfSeededData(`site-${index + 1}`),
    E2E_HALF: String(index + 1),
    E2E_SITE_PORT: String(sitePort),
    E2E_LANDERS_PORT: String(sitePort + 1),
    E2E_API_PORT: String(sitePort + 2),
    E2E_PUSH_PORT: String(sitePort + 3),
  }),
}))
const checksLane = async () => {
  await step(
    'lint (biome)',
    () => pnpm(['exec', 'biome', 'ci', '.'], checks),
    inLane(checks, afterInstall),
  )
  await step('typecheck', () => turbo(checks, 'typecheck'), inLane(checks, afterInstall))
  await step('unit and api tests', () => turbo(checks, 'test'), inLane(checks, afterInstall))
}
const journeysLane = async () => {
  await step(
    built,
    () => turbo(journeys, 'build', '--filter=@dating/site', '--filter=@dating/landers'),
    inLane(journeys, afterInstall),
  )
  await step(
    seeded,
    () =>
      pnpm(['--dir', 'apps/api', 'run', 'seed', '--if-empty'], {
        ...journeys,
        env: { DATA_DIR: seededData },
      }),
    inLane(journeys, afterInstall),
  )
  // Bytes of a build are deterministic, so the budgets (decision 036) are a test, not a timing.
  await step(
    'budgets (first-load JS, stylesheets)',
    // Every script by network quiet is the bench's until the pages meet it (decision 051).
    () =>
      pnpm(['--filter', '@dating/bench', 'run', 'budgets', '--', '--first-load-only'], journeys),
    inLane(journeys, { needs: [install, built] }),
  )
  // Two halves of the site's journeys at once (E2E_HALF, apps/site/playwright.config.ts), each
  // against servers of its own (ports and a throwaway data directory per half, so the demo
  // members of one never meet the other's tests): a journey mostly waits on pages, mails and
  // live events, so two at once keep the cores busy.
  await step(
    'end-to-end: site',
    () =>
      Promise.all(
        siteShards.map(({ output, env }) =>
          pnpm(['--filter', '@dating/site', 'run', 'e2e'], { ...output, env: env() }),
        ),
      ),
    { ...withDemoData, output: siteShards.map((shard) => shard.output) },
  )
  // On the landers built above (E2E_PREBUILT), not a build of its own.
  await step(
    'end-to-end: landers',
    () =>
      pnpm(['--filter', '@dating/landers', 'run', 'e2e'], {
        ...journeys,
        env: { E2E_PREBUILT: '1' },
      }),
    inLane(journeys, withBuild),
  )
  // Builds the back office itself (its config's web server), with the api and the site beside it.
  await step(
    'end-to-end: back office',
    () =>
      pnpm(['--filter', '@dating/backoffice', 'run', 'e2e'], {
        ...journeys,
        env: { BACKOFFICE_E2E_DATA_DIR: copyOfSeededData('backoffice') },
      }),
    inLane(journeys, withDemoData),
  )
  await step(
    'packages (pack and install)',
    async () => {
      await run(process.execPath, ['tooling/packages/scripts/pack-test.mjs'], journeys)
      await run(process.execPath, ['tooling/packages/scripts/version-dry-run.mjs'], journeys)
    },
    inLane(journeys, afterInstall),
  )
  await step(
    'storybook build',
    () => pnpm(['--filter', '@dating/ui', 'run', 'build-storybook'], journeys),
    inLane(journeys, afterInstall),
  )
  await step(
    'storybook tests (stories in Chromium, play functions, axe)',
    () => pnpm(['--filter', '@dating/ui', 'run', 'test:stories'], journeys),
    inLane(journeys, inBrowser),
  )
}
await Promise.all([checksLane(), journeysLane()])

console.log('\n=== summary')
results.sort((a, b) => a.started - b.started)
for (const { name, ok, skipped, seconds } of results) {
  const mark = ok ? 'ok  ' : skipped ? 'skip' : 'FAIL'
  console.log(`${mark} ${name.padEnd(28)} ${seconds.toFixed(0)} s`)
}
const passed = results.filter((result) => result.ok).length
const skipped = results.filter((result) => result.skipped).length
const failed = results.length - passed - skipped
console.log(`wall time: ${((Date.now() - startedAt) / 1000).toFixed(0)} s`)
console.log(`steps: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
for (const { name, failureLines } of results.filter((result) => result.failureLines)) {
  if (failureLines.length === 0) continue
  console.log(
    `--- why "${name}" failed (its first ${maxFailureLines} lines that say so; more above)`,
  )
  for (const line of failureLines.slice(0, maxFailureLines)) console.log(`  ${line.slice(0, 200)}`)
}
process.exit(failed + skipped === 0 ? 0 : 1)
