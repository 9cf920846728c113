import { act, fireEvent, waitFor } from '@testing-library/react'
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

/**
 * The server's markup of `component` (rendered as the server does, with its code held), then the
 * browser hydrating it with a part whose code is held.
 */
async function hydrated<Props extends object>(
  component: ComponentType<Props>,
  props: Props,
  options?: { display: 'contents' },
) {
  const Server = markupUntilLoaded(async () => component, options)
  await Server.preload()
  const container = document.createElement('main')
  container.innerHTML = serverMarkup(<Server {...props} />)
  document.body.append(container)
  const code = heldLoad(component)
  const Part = markupUntilLoaded(code.load, options)
  const root = await act(async () => hydrateRoot(container, <Part {...props} />))
  return {
    container,
    arrive: code.arrive,
    rerender: (next: Props) => act(async () => root.render(<Part {...next} />)),
  }
}

/** renderToString, quiet about the layout effect it skips (the test's DOM makes it look like a browser). */
function serverMarkup(element: ReactElement) {
  const warn = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    return renderToString(element)
  } finally {
    warn.mockRestore()
  }
}

describe('markupUntilLoaded on the server', () => {
  it('renders the part inside its wrapper once its code is held', async () => {
    const Later = markupUntilLoaded(async () => Greeting)
    await Later.preload()
    expect(serverMarkup(<Later name="Anna" />)).toBe('<div><p>Hello <!-- -->Anna</p></div>')
  })

  it('makes no box of the wrapper when asked', async () => {
    const Later = markupUntilLoaded(async () => Greeting, { display: 'contents' })
    await Later.preload()
    expect(serverMarkup(<Later name="Anna" />)).toBe(
      '<div style="display:contents"><p>Hello <!-- -->Anna</p></div>',
    )
  })
})

describe('markupUntilLoaded in the browser', () => {
  it('keeps the server markup until the code arrives, then renders the part with the newest props', async () => {
    const page = await hydrated(Greeting, { name: 'Anna' })
    const serverParagraph = page.container.querySelector('p')
    expect(serverParagraph?.textContent).toBe('Hello Anna')
    const mark = vi.fn()
    afterLaterCode(mark)
    expect(mark).not.toHaveBeenCalled()

    // A revalidation meanwhile: the markup stays the server's until the code is there.
    await page.rerender({ name: 'Bea' })
    expect(page.container.querySelector('p')).toBe(serverParagraph)

    await page.arrive()
    expect(page.container.innerHTML).toBe('<div><p>Hello Bea</p></div>')
    expect(mark).toHaveBeenCalledOnce()
  })

  it('carries typed input over and presses again the button clicked before the code arrived', async () => {
    const saved = vi.fn()
    function Settings() {
      const [email, setEmail] = useState('')
      return (
        <form>
          <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          <button type="button" onClick={() => saved(email)}>
            Save
          </button>
        </form>
      )
    }
    const page = await hydrated(Settings, {})
    const serverInput = page.container.querySelector('input')
    const serverButton = page.container.querySelector('button')
    if (!serverInput || !serverButton) throw new Error('no server markup')
    serverInput.value = 'anna@example.com'
    fireEvent.click(serverButton)
    expect(saved).not.toHaveBeenCalled()

    await page.arrive()
    // The carry-over code loads beside the part's, as the part has a field.
    await waitFor(() => expect(page.container.querySelector('input')).not.toBe(serverInput))
    const input = page.container.querySelector('input')
    expect(input?.value).toBe('anna@example.com')
    // Pressed once, after React has taken the carried email into its state.
    expect(saved).toHaveBeenCalledExactlyOnceWith('anna@example.com')
  })

  it('does not press a form submit again (the browser submitted it) nor anything unclicked', async () => {
    const submitted = vi.fn()
    const liked = vi.fn()
    function Card() {
      return (
        <div>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              submitted()
            }}
          >
            <button type="submit">Send</button>
          </form>
          <button type="button" onClick={liked}>
            Like
          </button>
        </div>
      )
    }
    const page = await hydrated(Card, {}, { display: 'contents' })
    const form = page.container.querySelector('form')
    form?.addEventListener('submit', (event) => event.preventDefault())
    const send = page.container.querySelector('button')
    if (send) fireEvent.click(send)
    await page.arrive()
    await waitFor(() => expect(page.container.querySelector('button')).not.toBe(send))
    expect(page.container.firstElementChild?.getAttribute('style')).toMatch(
      /^display: ?contents;?$/,
    )
    expect(submitted).not.toHaveBeenCalled()
    expect(liked).not.toHaveBeenCalled()
  })
})
