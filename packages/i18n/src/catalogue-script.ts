/**
 * A catalogue as a cached script (decision 036): the server renders with the messages it holds
 * in memory, and the page loads the same messages once from `/i18n/<id>.<hash>.js`, an
 * immutable asset, instead of inlining them in every document and data response. The script
 * assigns them to a global that this module reads back. Safe to import in the browser.
 */
import type { Messages } from './catalogues.ts'
import type { CatalogueMessages, CompiledMessages } from './compiled-messages.ts'

/** What a catalogue script assigns to `self.__datingCatalogue`. */
export interface LoadedCatalogue {
  /** The catalogue's key in its app, e.g. `de` or `en-US`. */
  key: string
  /** Parsed on the server: the browser formats them without the message parser. */
  messages: CompiledMessages
}

const globalName = '__datingCatalogue'

type CatalogueGlobal = typeof globalThis & { [globalName]?: LoadedCatalogue }

/** The source of a catalogue script: one assignment, safe inside any HTML or JS context. */
export function catalogueScriptSource(key: string, messages: CompiledMessages): string {
  const json = JSON.stringify({ key, messages } satisfies LoadedCatalogue)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
  return `self.${globalName}=${json};\n`
}

let serverCatalogues: ((key: string) => Messages | undefined) | undefined

/**
 * Servers hold every catalogue: their entry registers the lookup once, so rendering (and meta
 * functions, which run outside React's context) finds the messages by key.
 */
export function provideServerCatalogues(lookup: (key: string) => Messages | undefined): void {
  serverCatalogues = lookup
}

/** The catalogue this page's script loaded, if any. */
export function loadedCatalogue(): LoadedCatalogue | undefined {
  return (globalThis as CatalogueGlobal)[globalName]
}

/**
 * The messages of a catalogue when they are at hand: on the server always (strings), in the
 * browser once its script has run (ASTs). Undefined while a different catalogue's script is
 * still loading.
 */
export function catalogueMessages(key: string): CatalogueMessages | undefined {
  if (serverCatalogues) return serverCatalogues(key)
  const loaded = loadedCatalogue()
  return loaded?.key === key ? loaded.messages : undefined
}

const pending = new Map<string, Promise<CatalogueMessages>>()

/** The few DOM calls this module makes; the package compiles without the DOM library. */
interface ScriptElement {
  src: string
  onload: (() => void) | null
  onerror: (() => void) | null
}
interface ScriptDocument {
  createElement(tag: 'script'): ScriptElement
  head: { append(node: ScriptElement): void }
}

/**
 * Loads another catalogue's script in the browser, e.g. after a language switch revalidated the
 * layout without a new document. Same-origin, so the page's Content-Security-Policy allows it.
 */
export function loadCatalogueScript(key: string, url: string): Promise<CatalogueMessages> {
  const ready = catalogueMessages(key)
  if (ready) return Promise.resolve(ready)
  let promise = pending.get(url)
  if (!promise) {
    const document = (globalThis as typeof globalThis & { document: ScriptDocument }).document
    promise = new Promise<CatalogueMessages>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = url
      script.onload = () => {
        const messages = catalogueMessages(key)
        if (messages) resolve(messages)
        else reject(new Error(`Catalogue script ${url} did not define ${key}`))
      }
      script.onerror = () => reject(new Error(`Catalogue script ${url} failed to load`))
      document.head.append(script)
    }).finally(() => pending.delete(url))
    pending.set(url, promise)
  }
  return promise
}
