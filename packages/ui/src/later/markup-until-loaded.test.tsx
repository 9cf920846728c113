import { act } from '@testing-library/react'
import { type ComponentType, type ReactElement, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { afterLaterCode } from './later-code.ts'
import { markupUntilLoaded } from './markup-until-loaded.tsx'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

/** A code load the test finishes when it wants, as a chunk arriving after hydration. */
function heldLoad<Props extends object>(component: ComponentType<Props>) {
  let arrive = () => {}
  const arrived = new Promise<ComponentType<Props>>((resolve) => {
    arrive = () => resolve(component)
  })
  return { load: () => arrived, arrive: () => act(async () => arrive()) }
}

/** renderToString, quiet about effects it skips (the test's DOM makes it look like a browser). */
function serverMarkup(element: ReactElement) {
  const warn = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    return renderToString(element)
  } finally {
    warn.mockRestore()
  }
}

/**
 * The server's markup of `component` (rendered with its code held, as the server does), then
 * the browser hydrating it with a part whose code is held.
 */
async function hydrated<Props extends object>(component: ComponentType<Props>, props: Props) {
  const document = globalThis.document
  // The server's render: no document, the code held before rendering.
  vi.stubGlobal('document', undefined)
  const Server = markupUntilLoaded(async () => component)
  await Server.preload()
  const html = serverMarkup(<Server {...props} />)
  vi.unstubAllGlobals()
  const container = document.createElement('main')
  container.innerHTML = html
  document.body.append(container)
  const code = heldLoad(component)
  const Part = markupUntilLoaded(code.load)
  const root = await act(async () => hydrateRoot(container, <Part {...props} />))
  return {
    html,
    container,
    arrive: code.arrive,
    rerender: (next: Props) => act(async () => root.render(<Part {...next} />)),
  }
}

describe('markupUntilLoaded on the server', () => {
  it('renders the part inside its wrapper and a Suspense boundary once its code is held', async () => {
    const page = await hydrated(Greeting, { name: 'Anna' })
    expect(page.html).toBe('<div><!--$--><p>Hello <!-- -->Anna</p><!--/$--></div>')
    await page.arrive()
  })
})

describe('markupUntilLoaded in the browser', () => {
  it('keeps the server markup and hydrates it in place once the code arrives', async () => {
    const page = await hydrated(Greeting, { name: 'Anna' })
    const serverParagraph = page.container.querySelector('p')
    expect(serverParagraph?.textContent).toBe('Hello Anna')
    const mark = vi.fn()
    afterLaterCode(mark)
    expect(mark).not.toHaveBeenCalled()

    // A render of the parent with the same props does not reach the boundary.
    await page.rerender({ name: 'Anna' })
    expect(page.container.querySelector('p')).toBe(serverParagraph)

    await page.arrive()
    // React retries the boundary in a task of its scheduler.
    await act(() => new Promise((done) => setTimeout(done, 20)))
    expect(mark).toHaveBeenCalledOnce()
    // The same element, now React's: nothing was replaced.
    expect(page.container.querySelector('p')).toBe(serverParagraph)
  })

  it('keeps what was typed before the code arrived, in the same field', async () => {
    function Note() {
      const [seen, setSeen] = useState('')
      return (
        <form>
          <textarea name="note" onChange={(event) => setSeen(event.target.value)} />
          <output>{seen}</output>
        </form>
      )
    }
    const page = await hydrated(Note, {})
    const field = page.container.querySelector('textarea')
    if (!field) throw new Error('no server markup')
    field.value = 'Hello there'
    await page.arrive()
    await act(() => new Promise((done) => setTimeout(done, 20)))
    expect(Object.keys(field).some((key) => key.startsWith('__reactFiber'))).toBe(true)
    expect(page.container.querySelector('textarea')).toBe(field)
    expect(field.value).toBe('Hello there')
  })
})
