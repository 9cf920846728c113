import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import {
  afterMarkupComponentsLoaded,
  markupComponentsLoaded,
  markupUntilLoaded,
} from './markup-until-loaded.tsx'

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello ${name}`)
}

describe('markupUntilLoaded', () => {
  it('renders the part inside its wrapper on the server once its code is held', async () => {
    const load = vi.fn(async () => Greeting)
    const Later = markupUntilLoaded(load)
    await markupComponentsLoaded()
    expect(load).toHaveBeenCalledOnce()
    expect(renderToString(createElement(Later, { name: 'Anna' }))).toBe(
      '<div><p>Hello Anna</p></div>',
    )
  })

  it('answers at once when no part waits for its code', () => {
    const callback = vi.fn()
    afterMarkupComponentsLoaded(callback)
    expect(callback).toHaveBeenCalledOnce()
  })
})
