import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy… waits for lazily loaded parts (dialogs, later code): their first import takes over a
// second when `npm test` runs these beside the browser journeys on two cores.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
})
