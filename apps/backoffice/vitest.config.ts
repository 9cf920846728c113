import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the Remix plugin has no business in unit tests.
export default defineConfig({
  test: {
    include: ['app/**/*.test.ts'],
  },
})
