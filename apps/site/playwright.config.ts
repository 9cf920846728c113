import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { playwrightPreset } from '@dating/playwright-preset/preset'
import { defineConfig } from '@playwright/test'

const sitePort = Number(process.env.E2E_SITE_PORT ?? 4510)
export const ports = {
  site: sitePort,
  api: Number(process.env.E2E_API_PORT ?? 4512),
  // Next to the site's by default, so parallel runs on other site ports do not collide.
  landers: Number(process.env.E2E_LANDERS_PORT ?? sitePort + 1),
  // The local push service of the push journey (tests/e2e/push.spec.ts).
  push: Number(process.env.E2E_PUSH_PORT ?? sitePort + 3),
} as const
/** The api posts pushes only to push services it knows; the tests' local one is named here. */
export const pushOrigin = `http://127.0.0.1:${ports.push}`
const siteUrl = `http://localhost:${ports.site}`
/** The landers app, served beside the site (its SITE_URL is the site above), for lander signups. */
export const landersUrl = `http://localhost:${ports.landers}`

// The config is also loaded by every worker; only the first load (the runner) makes the
// throwaway data directory, and workers inherit its path through the environment.
if (!process.env.SITE_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-site-e2e-'))
  process.env.SITE_E2E_DATA_DIR = dataDir
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}

// `npm test` runs the journeys in two halves at once (tooling/scripts/test.mjs), each against
// servers of its own: E2E_HALF=1 runs these files (about half the time), E2E_HALF=2 the rest.
const firstHalf = [
  'wcag-sweep',
  'signup',
  'own-profile',
  'likes',
  'landers-and-app',
  'login',
  'legal-pages',
  'account-settings',
].map((name) => `/${name}.spec.ts`)
const inFirstHalf = `(${firstHalf.map((path) => path.replaceAll('.', '\\.')).join('|')})$`
const half = process.env.E2E_HALF
const halfIgnored =
  half === '1' ? new RegExp(`^(?!.*${inFirstHalf})`) : half === '2' ? new RegExp(inFirstHalf) : []

export default defineConfig({
  testIgnore: halfIgnored,
  // Each half keeps its traces apart: a run empties its output folder as it starts.
  outputDir: half ? `test-results/half-${half}` : 'test-results',
  ...playwrightPreset(siteUrl, {
    // CI time: every journey runs at 375 px (phone first); at 1280 px only the pages whose
    // layout changes with the width: navigation, search, profiles, chat and the credit pages.
    desktopOnly: [
      '**/home.spec.ts',
      '**/members-search.spec.ts',
      '**/profile.spec.ts',
      '**/own-profile.spec.ts',
      '**/chat.spec.ts',
      '**/payments.spec.ts',
      '**/not-found.spec.ts',
    ],
  }),
  webServer: {
    name: 'api+site+landers',
    command: [
      'node ../../tooling/scripts/serve.mjs --apps site,landers',
      `--data-dir "${process.env.SITE_E2E_DATA_DIR}"`,
      `--api-port ${ports.api} --site-port ${ports.site} --landers-port ${ports.landers}`,
    ].join(' '),
    url: `${siteUrl}/favicon.ico`,
    env: { NODE_ENV: 'production', PUSH_ENDPOINT_ORIGINS: pushOrigin },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
