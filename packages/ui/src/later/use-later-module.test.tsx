import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { afterLaterCode } from './later-code.ts'
import { useLaterModule } from './use-later-module.ts'

function Banner() {
  return <p>Loaded banner</p>
}

function heldModule() {
  let settle: (outcome: 'loaded' | 'failed') => void = () => {}
  const module = new Promise<{ Banner: typeof Banner }>((resolve, reject) => {
    settle = (outcome) =>
      outcome === 'loaded' ? resolve({ Banner }) : reject(new Error('offline'))
  })
  return {
    load: () => module,
    settle: (outcome: 'loaded' | 'failed') => act(async () => settle(outcome)),
  }
}

function Page({ load, when }: { load: () => Promise<{ Banner: typeof Banner }>; when: boolean }) {
  const { module } = useLaterModule(load, when)
  return module ? <module.Banner /> : <p>First state</p>
}

describe('useLaterModule', () => {
  it('loads the module when asked and holds the page’s mark until it has rendered with it', async () => {
    const code = heldModule()
    const load = vi.fn(code.load)
    const { rerender } = render(<Page load={load} when={false} />)
    expect(load).not.toHaveBeenCalled()
    const idle = vi.fn()
    afterLaterCode(idle)
    expect(idle).toHaveBeenCalledOnce()

    rerender(<Page load={load} when />)
    expect(load).toHaveBeenCalledOnce()
    const mark = vi.fn()
    afterLaterCode(mark)
    expect(mark).not.toHaveBeenCalled()
    await code.settle('loaded')
    expect(screen.getByText('Loaded banner')).toBeVisible()
    expect(mark).toHaveBeenCalledOnce()
  })

  it('lets the mark go when the import fails, and tries again on the next change', async () => {
    const code = heldModule()
    const { rerender } = render(<Page load={code.load} when />)
    const mark = vi.fn()
    afterLaterCode(mark)
    await code.settle('failed')
    expect(screen.getByText('First state')).toBeVisible()
    expect(mark).toHaveBeenCalledOnce()

    const retry = heldModule()
    rerender(<Page load={retry.load} when />)
    await retry.settle('loaded')
    expect(screen.getByText('Loaded banner')).toBeVisible()
  })
})
