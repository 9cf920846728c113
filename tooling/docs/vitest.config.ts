import { defineConfig } from 'vitest/config'

// Each check reads every file of the repository and parses every module for its comments.
export default defineConfig({ test: { testTimeout: 60_000 } })
