import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const stylesDir = join(import.meta.dirname, '../styles')

// Decision 069: pages lay themselves out with the kit's primitives; what stays here is the
// little a page cannot say with sprinkles. A component's styles sit beside it.
describe('the page stylesheets (app/styles/)', () => {
  it('stays under 400 lines', () => {
    const lines = readdirSync(stylesDir).reduce(
      (sum, name) => sum + readFileSync(join(stylesDir, name), 'utf8').split('\n').length - 1,
      0,
    )
    expect(lines).toBeLessThan(400)
  })
})
