import { timeBonus } from '@dating/domain/constants'
import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { timeBonusMachine } from './machine.ts'
import {
  selectCountdown,
  selectIsVisible,
  selectShowsBanner,
  selectShowsModal,
} from './selectors.ts'

const signup = Date.parse('2026-01-01T10:00:00Z')
const hourMs = 3_600_000

function startTimeBonus(
  input: {
    minutesSinceSignup?: number
    paidUser?: boolean
    credits?: number
    modalDismissed?: boolean
  } = {},
) {
  const clock = new SimulatedClock()
  clock.set(signup + (input.minutesSinceSignup ?? 0) * 60_000)
  const storeModalDismissal = vi.fn()
  const actor = createActor(timeBonusMachine.provide({ actions: { storeModalDismissal } }), {
    clock,
    input: {
      signupDate: new Date(signup).toISOString(),
      paidUser: input.paidUser ?? false,
      credits: input.credits ?? 0,
      modalDismissed: input.modalDismissed ?? false,
      now: () => clock.now(),
    },
  })
  actor.start()
  // Timers re-arm when they fire, so the clock moves a second at a time like a real one.
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= timeBonus.tickMs)
      clock.increment(Math.min(timeBonus.tickMs, left))
  }
  const snapshot = () => actor.getSnapshot()
  return { actor, advance, snapshot, storeModalDismissal }
}

describe('time bonus machine', () => {
  it('counts down each second from the time left since signup', () => {
    const bonus = startTimeBonus({ minutesSinceSignup: 60 })
    expect(selectIsVisible(bonus.snapshot())).toBe(true)
    expect(selectCountdown(bonus.snapshot())).toBe('03:00:00')
    bonus.advance(1_000)
    expect(selectCountdown(bonus.snapshot())).toBe('02:59:59')
    bonus.advance(61_000)
    expect(selectCountdown(bonus.snapshot())).toBe('02:58:58')
  })

  it('is gone at zero, four hours after signup', () => {
    const bonus = startTimeBonus({ minutesSinceSignup: 239 })
    bonus.advance(59_000)
    expect(selectCountdown(bonus.snapshot())).toBe('00:00:01')
    bonus.advance(1_000)
    expect(selectIsVisible(bonus.snapshot())).toBe(false)
    expect(
      startTimeBonus({ minutesSinceSignup: 4 * 60 })
        .snapshot()
        .hasTag('visible'),
    ).toBe(false)
  })

  it('never shows for a paid member, and goes on payment or logout', () => {
    expect(selectIsVisible(startTimeBonus({ paidUser: true }).snapshot())).toBe(false)
    const paying = startTimeBonus()
    paying.actor.send({ type: 'paid' })
    expect(selectIsVisible(paying.snapshot())).toBe(false)
    const leaving = startTimeBonus()
    leaving.actor.send({ type: 'logout' })
    expect(selectIsVisible(leaving.snapshot())).toBe(false)
  })

  it('shows the banner in the members area and the modal after 40 s at 0 credits', () => {
    const bonus = startTimeBonus()
    expect(selectShowsBanner(bonus.snapshot())).toBe(false)
    bonus.actor.send({ type: 'enter-members-area' })
    expect(selectShowsBanner(bonus.snapshot())).toBe(true)
    bonus.advance(timeBonus.popupDelayMs - 1_000)
    expect(selectShowsModal(bonus.snapshot())).toBe(false)
    bonus.advance(1_000)
    expect(selectShowsModal(bonus.snapshot())).toBe(true)
    bonus.actor.send({ type: 'dismiss-modal' })
    expect(selectShowsModal(bonus.snapshot())).toBe(false)
    expect(bonus.storeModalDismissal).toHaveBeenCalledTimes(1)
    bonus.actor.send({ type: 'leave-members-area' })
    bonus.actor.send({ type: 'enter-members-area' })
    bonus.advance(hourMs / 60)
    expect(selectShowsModal(bonus.snapshot())).toBe(false)
  })

  it('cancels the modal timer when the member leaves the area, and skips it with credits', () => {
    const leaving = startTimeBonus()
    leaving.actor.send({ type: 'enter-members-area' })
    leaving.advance(30_000)
    leaving.actor.send({ type: 'leave-members-area' })
    leaving.advance(20_000)
    expect(selectShowsModal(leaving.snapshot())).toBe(false)
    leaving.actor.send({ type: 'enter-members-area' })
    leaving.advance(30_000)
    expect(selectShowsModal(leaving.snapshot())).toBe(false)
    leaving.advance(10_000)
    expect(selectShowsModal(leaving.snapshot())).toBe(true)

    const withCredits = startTimeBonus({ credits: 5 })
    withCredits.actor.send({ type: 'enter-members-area' })
    withCredits.advance(60_000)
    expect(selectShowsModal(withCredits.snapshot())).toBe(false)
    const dismissed = startTimeBonus({ modalDismissed: true })
    dismissed.actor.send({ type: 'enter-members-area' })
    dismissed.advance(60_000)
    expect(selectShowsModal(dismissed.snapshot())).toBe(false)
  })
})
