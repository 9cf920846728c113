import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { playwrightPreset } from '@dating/playwright-preset/preset'
import { defineConfig } from '@playwright/test'

export const ports = {
  site: Number(process.env.E2E_SITE_PORT ?? 4510),
  api: Number(process.env.E2E_API_PORT ?? 4512),
} as const
const siteUrl = `http://localhost:${ports.site}`

// The config is also loaded by every worker; only the first load (the runner) makes the
// throwaway data directory, and workers inherit its path through the environment.
if (!process.env.SITE_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dating-site-e2e-'))
  process.env.SITE_E2E_DATA_DIR = dataDir
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
}

export default defineConfig({
  ...playwrightPreset(siteUrl),
  webServer: {
    name: 'api+site',
    command: [
      'node ../../tooling/scripts/serve.mjs --apps site',
      `--data-dir "${process.env.SITE_E2E_DATA_DIR}"`,
      `--api-port ${ports.api} --site-port ${ports.site}`,
    ].join(' '),
    url: `${siteUrl}/favicon.ico`,
    env: { NODE_ENV: 'production' },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
