import { describe, expect, it, vi } from 'vitest'
import {
  afterLaterCode,
  holdLaterCode,
  loadOnServer,
  markupComponentsLoaded,
} from './later-code.ts'

describe('afterLaterCode', () => {
  it('answers at once when no part waits for its code', () => {
    const callback = vi.fn()
    afterLaterCode(callback)
    expect(callback).toHaveBeenCalledOnce()
  })

  it('answers every caller once the last waiting part has its code', () => {
    const chat = holdLaterCode()
    const alerts = holdLaterCode()
    const mark = vi.fn()
    const other = vi.fn()
    afterLaterCode(mark)
    afterLaterCode(other)
    chat()
    // A second release of the same part does not count for another one.
    chat()
    expect(mark).not.toHaveBeenCalled()
    alerts()
    expect(mark).toHaveBeenCalledOnce()
    expect(other).toHaveBeenCalledOnce()
    alerts()
    expect(mark).toHaveBeenCalledOnce()
  })
})

describe('markupComponentsLoaded', () => {
  it('waits for every load the server started', async () => {
    let resolve = () => {}
    const load = new Promise<void>((done) => {
      resolve = done
    })
    loadOnServer(load)
    const loaded = vi.fn()
    const waiting = markupComponentsLoaded().then(loaded)
    await Promise.resolve()
    expect(loaded).not.toHaveBeenCalled()
    resolve()
    await waiting
    expect(loaded).toHaveBeenCalledOnce()
  })
})
