// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { catalogueScriptSource } from './catalogue-script.ts'
import { useCatalogueMessages } from './use-catalogue-messages.ts'

// The package compiles without the DOM library; the test's DOM is happy-dom's.
interface TestElement {
  textContent: string | null
  remove(): void
}
const dom = globalThis as unknown as {
  document: {
    createElement(tag: string): TestElement
    body: { append(node: TestElement): void }
    head: { append(node: unknown): void }
  }
  IS_REACT_ACT_ENVIRONMENT: boolean
}
dom.IS_REACT_ACT_ENVIRONMENT = true

/** Runs a catalogue script as the browser would when `src` is set, once `arrived` resolves. */
function serveCatalogueScripts(scripts: Record<string, string>, arrived: Promise<void>) {
  const append = dom.document.head.append.bind(dom.document.head)
  dom.document.head.append = (node) => {
    const script = node as { src: string; onload: (() => void) | null }
    const path = Object.keys(scripts).find((candidate) => script.src.endsWith(candidate))
    const source = path === undefined ? undefined : scripts[path]
    if (source === undefined) return append(node)
    void arrived.then(() => {
      new Function(source)()
      script.onload?.()
    })
  }
  return () => {
    dom.document.head.append = append
  }
}

function Greeting({ catalogueId, url }: { catalogueId: string; url: string }) {
  const messages = useCatalogueMessages(catalogueId, url) as Record<string, unknown> | undefined
  return createElement('p', null, JSON.stringify(messages?.hello ?? null))
}

let cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups) cleanup()
  cleanups = []
})

describe('useCatalogueMessages', () => {
  it('shows the loaded catalogue, then loads another one and keeps the former meanwhile', async () => {
    new Function(catalogueScriptSource('en.1', { hello: [{ type: 0, value: 'Hello' }] }))()
    let arrive = () => {}
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve
    })
    cleanups.push(
      serveCatalogueScripts(
        {
          '/i18n/de.2.js': catalogueScriptSource('de.2', { hello: [{ type: 0, value: 'Hallo' }] }),
        },
        arrived,
      ),
    )
    const container = dom.document.createElement('div')
    dom.document.body.append(container)
    cleanups.push(() => container.remove())
    const root = createRoot(container as never)
    cleanups.push(() => act(() => root.unmount()))

    await act(async () =>
      root.render(createElement(Greeting, { catalogueId: 'en.1', url: '/i18n/en.1.js' })),
    )
    expect(container.textContent).toContain('Hello')

    await act(async () =>
      root.render(createElement(Greeting, { catalogueId: 'de.2', url: '/i18n/de.2.js' })),
    )
    expect(container.textContent).toContain('Hello')
    await act(async () => {
      arrive()
      // The script's load and the hook's answer take a few promise turns.
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(container.textContent).toContain('Hallo')
  })
})
