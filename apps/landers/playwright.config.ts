import { defineConfig } from '@playwright/test'
import { playwrightPreset } from '@dating/playwright-preset/preset'

export const ports = {
  landers: Number(process.env.E2E_LANDERS_PORT ?? 4611),
  api: Number(process.env.E2E_LANDERS_API_PORT ?? 4612),
} as const
export const apiUrl = `http://127.0.0.1:${ports.api}`
/** Not started: the tests only check that links lead there. */
export const siteUrl = 'http://localhost:4610'

// Servers get SIGTERM and a moment to stop, so the api can remove its throwaway database.
const gracefulShutdown = { signal: 'SIGTERM', timeout: 10_000 } as const

const preset = playwrightPreset(`http://localhost:${ports.landers}`)

export default defineConfig({
  ...preset,
  webServer: [
    {
      name: 'api',
      command: 'tsx tests/e2e/seeded-api.ts',
      url: `${apiUrl}/api/health`,
      env: { API_PORT: String(ports.api), API_HOST: '127.0.0.1', NODE_ENV: 'test' },
      gracefulShutdown,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'landers',
      // `npm test` builds the landers once for every journey (E2E_PREBUILT) and starts no
      // second build here.
      command: process.env.E2E_PREBUILT ? 'tsx server.ts' : 'remix vite:build && tsx server.ts',
      gracefulShutdown,
      url: `http://127.0.0.1:${ports.landers}/favicon.svg`,
      env: {
        LANDERS_PORT: String(ports.landers),
        API_URL: apiUrl,
        SITE_URL: siteUrl,
        NODE_ENV: 'production',
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
