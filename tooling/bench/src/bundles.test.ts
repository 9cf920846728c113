import { describe, expect, it } from 'vitest'
import { floorPage, overFloor } from './bundles.ts'
import type { RouteWeight } from './first-load-js.ts'

const weight = (path: string, gzipBytes: number): RouteWeight => ({
  routeId: `routes${path}`,
  path,
  files: 5,
  urls: [],
  bytes: gzipBytes * 3,
  gzipBytes,
  stylesheets: 1,
})

describe('the framework floor', () => {
  it("is the bare build's index page", () => {
    const index = weight('/', 80_000)
    expect(floorPage([weight('/other', 90_000), index])).toBe(index)
    expect(() => floorPage([weight('/other', 90_000)])).toThrow(/no index page/)
  })

  it("gives each page's excess over it in kilobytes", () => {
    const floor = weight('/', 80 * 1024)
    expect(overFloor(weight('/members', 92.5 * 1024), floor)).toBe('+12.5 kB')
    expect(overFloor(weight('/', 80 * 1024), floor)).toBe('+0.0 kB')
    expect(overFloor(weight('/tiny', 79 * 1024), floor)).toBe('-1.0 kB')
  })
})
