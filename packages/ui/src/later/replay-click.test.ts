import { describe, expect, it, vi } from 'vitest'
import { deadButtonOf, rememberClick, replayClick } from './replay-click.ts'

function part(html: string) {
  const root = document.createElement('div')
  root.innerHTML = html
  document.body.append(root)
  return root
}

const deck = `
  <div class="deck">
    <img alt="">
    <div class="actions">
      <button type="button" aria-label="Pass Anna"><span>Pass</span></button>
      <button type="button" aria-label="Like Anna"><span>Like</span></button>
    </div>
  </div>`

describe('deadButtonOf', () => {
  it('answers the button a click inside it pressed', () => {
    const root = part(deck)
    const icon = root.querySelector('[aria-label="Like Anna"] span')
    expect(deadButtonOf(icon)).toBe(root.querySelector('[aria-label="Like Anna"]'))
  })

  it('leaves out links and the submit buttons of a form, which work without code', () => {
    const root = part(`
      <a href="/signup"><span>Sign up</span></a>
      <form><button>Send</button><button type="button">Show password</button></form>
      <button>Alone</button>`)
    const [send, show, alone] = root.querySelectorAll('button')
    expect(deadButtonOf(root.querySelector('a span'))).toBeNull()
    expect(deadButtonOf(send ?? null)).toBeNull()
    expect(deadButtonOf(show ?? null)).toBe(show)
    // A submit button outside any form submits nothing.
    expect(deadButtonOf(alone ?? null)).toBe(alone)
  })
})

describe('replayClick', () => {
  function clickedIn(root: HTMLElement) {
    const clicks: string[] = []
    for (const button of root.querySelectorAll('button')) {
      button.addEventListener('click', () => clicks.push(button.getAttribute('aria-label') ?? ''))
    }
    return clicks
  }

  it('presses the button at the same place in the new markup', () => {
    const server = part(deck)
    const like = server.querySelector<HTMLButtonElement>('[aria-label="Like Anna"]')
    if (!like) throw new Error('no like button')
    const click = rememberClick(server, like)
    expect(click?.path).toEqual([0, 1, 1])

    const loaded = part(deck)
    const clicks = clickedIn(loaded)
    expect(click && replayClick(click, loaded)).toBe(true)
    expect(clicks).toEqual(['Like Anna'])
  })

  it('finds the same button elsewhere when the markup moved, and nothing when it is gone', () => {
    const server = part(deck)
    const like = server.querySelector<HTMLButtonElement>('[aria-label="Like Anna"]')
    const click = like && rememberClick(server, like)
    if (!click) throw new Error('no click')

    const moved = part(`<p>A new line above</p>${deck}`)
    const movedClicks = clickedIn(moved)
    expect(replayClick(click, moved)).toBe(true)
    expect(movedClicks).toEqual(['Like Anna'])

    // Another profile on top: the button at that place is not the one the visitor pressed.
    const other = part(deck.replaceAll('Anna', 'Bea'))
    const otherClicks = clickedIn(other)
    expect(replayClick(click, other)).toBe(false)
    expect(otherClicks).toEqual([])
  })

  it('does not press a disabled button', () => {
    const server = part(deck)
    const like = server.querySelector<HTMLButtonElement>('[aria-label="Like Anna"]')
    const click = like && rememberClick(server, like)
    if (!click) throw new Error('no click')
    const loaded = part(deck)
    const handler = vi.fn()
    const button = loaded.querySelector<HTMLButtonElement>('[aria-label="Like Anna"]')
    if (!button) throw new Error('no like button')
    button.disabled = true
    button.addEventListener('click', handler)
    expect(replayClick(click, loaded)).toBe(false)
    expect(handler).not.toHaveBeenCalled()
  })
})
