import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Formatting every message of a catalogue both ways takes seconds when `npm test` runs
    // this beside the browser journeys on two cores; vitest's 5 s default failed there.
    testTimeout: 30_000,
  },
})
