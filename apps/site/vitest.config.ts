import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Unit tests only; the Playwright specs under tests/e2e run with `pnpm e2e`.
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['app/**/*.test.ts'],
    // Some tests read or format whole catalogues; beside the
    // browser journeys of `npm test` on two cores they take longer than vitest's 5 s default.
    testTimeout: 30_000,
  },
})
