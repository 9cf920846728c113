import { runInNewContext } from 'node:vm'
import { TYPE } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { catalogueAssetCacheControl, catalogueAssets } from './catalogue-assets.server.ts'
import { catalogueScriptSource } from './catalogue-script.ts'
import { messagesFor } from './catalogues.server.ts'
import { type CompiledMessages, compileMessages } from './compiled-messages.ts'
import { isCatalogueId } from './locales.ts'

const assets = catalogueAssets('/i18n', (key) =>
  isCatalogueId(key) ? messagesFor(key) : undefined,
)

describe('catalogue scripts', () => {
  it('name each catalogue by its content hash', () => {
    const de = assets.asset('de')
    expect(de.url).toMatch(/^\/i18n\/de\.[0-9a-f]{12}\.js$/)
    expect(assets.asset('de')).toBe(de)
    expect(assets.asset('fr').url).not.toBe(de.url)
    expect(() => assets.asset('xx')).toThrow(RangeError)
  })

  it('assign the merged catalogue, parsed, to the global the browser reads', () => {
    const sandbox: Record<string, unknown> = {}
    sandbox.self = sandbox
    runInNewContext(assets.asset('de').source, sandbox)
    expect(sandbox.__datingCatalogue).toEqual({
      key: 'de',
      messages: compileMessages(messagesFor('de')),
    })
  })

  it('refuse a catalogue with a message that does not parse', () => {
    const broken = catalogueAssets('/i18n', () => ({ ok: 'Hi {name}', broken: 'Hi {name' }))
    expect(() => broken.asset('en')).toThrow(/broken/)
  })

  it('cannot close a script element or break a JS string', () => {
    const evil = {
      evil: [{ type: TYPE.literal, value: '</script><script>alert(1)</script>\u2028' }],
    } satisfies CompiledMessages
    const source = catalogueScriptSource('en', evil)
    expect(source).not.toContain('</script>')
    expect(source).not.toContain('\u2028')
    const sandbox: Record<string, unknown> = {}
    sandbox.self = sandbox
    runInNewContext(source, sandbox)
    expect(sandbox.__datingCatalogue).toEqual({ key: 'en', messages: evil })
  })

  it('answer the current file with a year of caching and anything else with 404', async () => {
    const de = assets.asset('de')
    const response = assets.response(de.file)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe(catalogueAssetCacheControl)
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(await response.text()).toBe(de.source)
    for (const file of ['de.000000000000.js', 'xx.0123456789ab.js', '../de.json', 'de.js']) {
      expect(assets.response(file).status, file).toBe(404)
    }
  })
})
