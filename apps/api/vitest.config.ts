import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // `npm test` runs these beside the browser journeys on two cores: a test of a few seconds
    // alone can take several times that there.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    globalSetup: ['tests/global-setup.ts'],
  },
})
