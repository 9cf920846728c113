import { describe, expect, it } from 'vitest'
import { clientWithoutMessageParser } from './client-without-message-parser.mjs'

type ResolveId = (
  this: { resolve: (source: string, importer?: string, options?: object) => unknown },
  source: string,
  importer: string | undefined,
  options: { ssr?: boolean; isEntry: boolean },
) => unknown

const plugin = clientWithoutMessageParser()
const resolveId = plugin.resolveId as ResolveId
const calls: unknown[][] = []
const context = {
  resolve(...args: unknown[]) {
    calls.push(args)
    return `resolved:${String(args[0])}`
  },
}
const importer = '/repo/node_modules/intl-messageformat/index.js'

describe('clientWithoutMessageParser', () => {
  it('runs before other resolvers, in builds and on the dev server alike', () => {
    expect(plugin.enforce).toBe('pre')
    expect(plugin.apply).toBeUndefined()
    const config = plugin.config as () => { optimizeDeps: { esbuildOptions: { alias: object } } }
    expect(config().optimizeDeps.esbuildOptions.alias).toEqual({
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    })
  })

  it("gives the client build the parser package's no-parser.js, from the importer's copy", () => {
    const resolved = resolveId.call(context, '@formatjs/icu-messageformat-parser', importer, {
      isEntry: false,
    })
    expect(resolved).toBe('resolved:@formatjs/icu-messageformat-parser/no-parser.js')
    expect(calls.at(-1)).toEqual([
      '@formatjs/icu-messageformat-parser/no-parser.js',
      importer,
      { skipSelf: true },
    ])
  })

  it('leaves the server build and every other import alone', () => {
    const before = calls.length
    expect(
      resolveId.call(context, '@formatjs/icu-messageformat-parser', importer, {
        ssr: true,
        isEntry: false,
      }),
    ).toBeNull()
    expect(
      resolveId.call(context, '@formatjs/icu-messageformat-parser/printer.js', importer, {
        isEntry: false,
      }),
    ).toBeNull()
    expect(resolveId.call(context, 'react-intl', importer, { isEntry: false })).toBeNull()
    expect(calls.length).toBe(before)
  })
})
