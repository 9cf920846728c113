import { loadingBar } from '@dating/domain/constants'
import { createActor, SimulatedClock } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { loadingBarMachine, loadingBarTickMs } from './machine.ts'
import { selectIsVisible, selectProgress } from './selectors.ts'

function startLoadingBar(input: { lastChunkReloadAt?: number | null; startAt?: number } = {}) {
  const clock = new SimulatedClock()
  if (input.startAt) clock.set(input.startAt)
  const reloadPage = vi.fn()
  const storedReloads: number[] = []
  const machine = loadingBarMachine.provide({
    actions: {
      reloadPage,
      storeChunkReloadAt: (_, { at }) => {
        storedReloads.push(at)
      },
    },
  })
  const actor = createActor(machine, {
    clock,
    input: { lastChunkReloadAt: input.lastChunkReloadAt, now: () => clock.now() },
  })
  actor.start()
  // Timers re-arm at the time they fire, so the clock moves one tick at a time like a real one.
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= loadingBarTickMs) {
      clock.increment(Math.min(loadingBarTickMs, left))
    }
  }
  const visible = () => selectIsVisible(actor.getSnapshot())
  const progress = () => selectProgress(actor.getSnapshot())
  return { actor, clock, advance, visible, progress, reloadPage, storedReloads }
}

describe('loading bar', () => {
  it('never shows for a navigation that ends within the throttle', () => {
    const bar = startLoadingBar()
    bar.actor.send({ type: 'navigation-start' })
    bar.advance(loadingBar.throttleMs - 1)
    expect(bar.visible()).toBe(false)
    bar.actor.send({ type: 'navigation-end' })
    bar.advance(10_000)
    expect(bar.visible()).toBe(false)
    expect(bar.progress()).toBe(0)
  })

  it('shows once the throttle has passed', () => {
    const bar = startLoadingBar()
    bar.actor.send({ type: 'navigation-start' })
    bar.advance(loadingBar.throttleMs)
    expect(bar.visible()).toBe(true)
    expect(bar.progress()).toBe(0)
  })

  it('grows monotonically over about five seconds and never reaches 1', () => {
    const bar = startLoadingBar()
    bar.actor.send({ type: 'navigation-start' })
    bar.advance(loadingBar.throttleMs)
    const samples: number[] = []
    for (let elapsed = 0; elapsed < 4 * loadingBar.durationMs; elapsed += loadingBarTickMs) {
      bar.advance(loadingBarTickMs)
      samples.push(bar.progress())
    }
    for (let index = 1; index < samples.length; index++) {
      expect(samples[index]).toBeGreaterThan(samples[index - 1]!)
    }
    const atOneSecond = samples[1_000 / loadingBarTickMs - 1]!
    const atDuration = samples[loadingBar.durationMs / loadingBarTickMs - 1]!
    expect(atOneSecond).toBeGreaterThan(0.2)
    expect(atOneSecond).toBeLessThan(0.6)
    expect(atDuration).toBeGreaterThan(0.8)
    expect(Math.max(...samples)).toBeLessThan(1)
    expect(bar.visible()).toBe(true)
  })

  it('completes on navigation end and hides after the hide delay', () => {
    const bar = startLoadingBar()
    bar.actor.send({ type: 'navigation-start' })
    bar.advance(1_000)
    bar.actor.send({ type: 'navigation-end' })
    expect(bar.progress()).toBe(1)
    expect(bar.visible()).toBe(true)
    bar.advance(loadingBar.hideDelayMs - 1)
    expect(bar.visible()).toBe(true)
    expect(bar.progress()).toBe(1)
    bar.advance(1)
    expect(bar.visible()).toBe(false)
    expect(bar.progress()).toBe(0)
  })

  it('restarts cleanly when a navigation starts during the hide delay', () => {
    const bar = startLoadingBar()
    bar.actor.send({ type: 'navigation-start' })
    bar.advance(1_000)
    bar.actor.send({ type: 'navigation-end' })
    bar.advance(300)
    bar.actor.send({ type: 'navigation-start' })
    expect(bar.visible()).toBe(true)
    expect(bar.progress()).toBe(0)
    // Past the moment the first navigation's bar would have hidden.
    bar.advance(loadingBar.hideDelayMs)
    expect(bar.visible()).toBe(true)
    expect(bar.progress()).toBeGreaterThan(0)
    expect(bar.progress()).toBeLessThan(1)
    bar.actor.send({ type: 'navigation-end' })
    expect(bar.progress()).toBe(1)
    bar.advance(loadingBar.hideDelayMs)
    expect(bar.visible()).toBe(false)
  })

  it('reloads once for a failed chunk, not again within the guard, again after it', () => {
    const bar = startLoadingBar({ startAt: 1_000_000 })
    bar.actor.send({ type: 'chunk-load-failed' })
    expect(bar.reloadPage).toHaveBeenCalledTimes(1)
    expect(bar.storedReloads).toEqual([1_000_000])

    bar.advance(loadingBar.chunkReloadGuardMs - loadingBarTickMs)
    bar.actor.send({ type: 'chunk-load-failed' })
    expect(bar.reloadPage).toHaveBeenCalledTimes(1)

    bar.advance(loadingBarTickMs)
    bar.actor.send({ type: 'chunk-load-failed' })
    expect(bar.reloadPage).toHaveBeenCalledTimes(2)
    expect(bar.storedReloads).toEqual([1_000_000, 1_000_000 + loadingBar.chunkReloadGuardMs])
  })

  it('honours a reload remembered from before the page loaded', () => {
    const bar = startLoadingBar({ startAt: 500_000, lastChunkReloadAt: 500_000 - 10_000 })
    bar.actor.send({ type: 'chunk-load-failed' })
    expect(bar.reloadPage).not.toHaveBeenCalled()
    bar.advance(loadingBar.chunkReloadGuardMs - 10_000)
    bar.actor.send({ type: 'chunk-load-failed' })
    expect(bar.reloadPage).toHaveBeenCalledTimes(1)
  })

  it('keeps showing the bar while a chunk failure is ignored', () => {
    const bar = startLoadingBar({ startAt: 1_000, lastChunkReloadAt: 1_000 })
    bar.actor.send({ type: 'navigation-start' })
    bar.advance(loadingBar.throttleMs + 500)
    const before = bar.progress()
    bar.actor.send({ type: 'chunk-load-failed' })
    expect(bar.visible()).toBe(true)
    expect(bar.progress()).toBe(before)
  })
})
