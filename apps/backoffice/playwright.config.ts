import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { playwrightPreset } from '@dating/playwright-preset/preset'
import { defineConfig } from '@playwright/test'

/** The back office, with the api and the member site beside it (visitors and members meet it). */
export const ports = {
  backoffice: Number(process.env.E2E_BACKOFFICE_PORT ?? 4713),
  site: Number(process.env.E2E_BACKOFFICE_SITE_PORT ?? 4710),
  api: Number(process.env.E2E_BACKOFFICE_API_PORT ?? 4712),
} as const
export const backofficeUrl = `http://localhost:${ports.backoffice}`
export const siteUrl = `http://localhost:${ports.site}`
export const apiUrl = `http://127.0.0.1:${ports.api}`

// Made once by the runner; workers inherit the path through the environment.
if (!process.env.BACKOFFICE_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-backoffice-e2e-'))
  process.env.BACKOFFICE_E2E_DATA_DIR = dataDir
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}

export default defineConfig({
  ...playwrightPreset(backofficeUrl),
  webServer: {
    name: 'api+site+backoffice',
    // The back office is built here; the site's build is `npm test`'s (or made once when missing).
    command: [
      'remix vite:build &&',
      '(test -f ../site/build/server/index.js || pnpm --dir ../site run build) &&',
      'node ../../tooling/scripts/serve.mjs --apps site,backoffice',
      `--data-dir "${process.env.BACKOFFICE_E2E_DATA_DIR}"`,
      `--api-port ${ports.api} --site-port ${ports.site} --backoffice-port ${ports.backoffice}`,
    ].join(' '),
    url: `${backofficeUrl}/favicon.svg`,
    env: { NODE_ENV: 'production' },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    reuseExistingServer: false,
    timeout: 400_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
