import type { AutoLike } from '@dating/domain/entities'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { matchModalMachine } from './machine.ts'
import {
  selectIsMatch,
  selectIsOpen,
  selectIsStartingConversation,
  selectProfile,
} from './selectors.ts'
import { testProfile } from '../testing/profiles.ts'

const anna = testProfile(42, 'Anna', 31)

function startModal(
  autoLike: () => Promise<AutoLike> = async () => ({ match: false, profile: anna }),
) {
  const clock = new SimulatedClock()
  const openProfile = vi.fn()
  const openConversation = vi.fn()
  const reloadLikes = vi.fn()
  const loadAutoLike = vi.fn(autoLike)
  const machine = matchModalMachine.provide({
    actors: { loadAutoLike: fromPromise(() => loadAutoLike()) },
    actions: {
      openProfile: (_, { profileId }) => openProfile(profileId),
      openConversation: (_, { profileId }) => openConversation(profileId),
      reloadLikes,
    },
  })
  const actor = createActor(machine, { clock })
  actor.start()
  return { actor, clock, openProfile, openConversation, reloadLikes, loadAutoLike }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('match modal', () => {
  it('opens at once on a match; the main button moves on to the start-conversation state', () => {
    const { actor, openConversation, openProfile } = startModal()
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'match-found', profile: anna })
    expect(selectIsOpen(actor.getSnapshot())).toBe(true)
    expect(selectIsMatch(actor.getSnapshot())).toBe(true)
    expect(selectProfile(actor.getSnapshot())?.id).toBe(42)

    actor.send({ type: 'choose-main' })
    expect(selectIsStartingConversation(actor.getSnapshot())).toBe(true)
    expect(selectIsOpen(actor.getSnapshot())).toBe(true)
    expect(openProfile).not.toHaveBeenCalled()

    actor.send({ type: 'open-chat' })
    expect(openConversation).toHaveBeenCalledWith(42)
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
  })

  it('reports the profile id on an image click and closes', () => {
    const { actor, openProfile } = startModal()
    actor.send({ type: 'match-found', profile: anna })
    actor.send({ type: 'choose-image' })
    expect(openProfile).toHaveBeenCalledWith(42)
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
  })

  it('closes on a click anywhere else, from either open state', () => {
    const { actor, openProfile, openConversation } = startModal()
    actor.send({ type: 'match-found', profile: anna })
    actor.send({ type: 'close' })
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'match-found', profile: anna })
    actor.send({ type: 'choose-main' })
    actor.send({ type: 'close' })
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    expect(openProfile).not.toHaveBeenCalled()
    expect(openConversation).not.toHaveBeenCalled()
  })

  it('shows the like modal t seconds later and reloads likes 0.5 s after its profile came', async () => {
    const { actor, clock, loadAutoLike, reloadLikes, openProfile } = startModal()
    actor.send({ type: 'schedule-like-modal', seconds: 3 })
    clock.increment(2_999)
    expect(loadAutoLike).not.toHaveBeenCalled()
    clock.increment(1)
    expect(loadAutoLike).toHaveBeenCalledTimes(1)
    await settle()
    expect(selectIsOpen(actor.getSnapshot())).toBe(true)
    expect(selectIsMatch(actor.getSnapshot())).toBe(false)

    clock.increment(499)
    expect(reloadLikes).not.toHaveBeenCalled()
    // Closing the modal does not cancel the reload.
    actor.send({ type: 'close' })
    clock.increment(1)
    expect(reloadLikes).toHaveBeenCalledTimes(1)

    actor.send({ type: 'schedule-like-modal', seconds: 0 })
    clock.increment(0)
    await settle()
    // The like modal's main button goes to the profile.
    actor.send({ type: 'choose-main' })
    expect(openProfile).toHaveBeenCalledWith(42)
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
  })

  it('shows an unseen match from auto-like as a match', async () => {
    const { actor, clock } = startModal(async () => ({ match: true, profile: anna }))
    actor.send({ type: 'schedule-like-modal', seconds: 1 })
    clock.increment(1_000)
    await settle()
    expect(selectIsMatch(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'choose-main' })
    expect(selectIsStartingConversation(actor.getSnapshot())).toBe(true)
  })

  it('stays closed when there is nothing to show', async () => {
    const { actor, clock, reloadLikes } = startModal(async () => {
      throw new Error('no_match')
    })
    actor.send({ type: 'schedule-like-modal', seconds: 1 })
    clock.increment(1_000)
    await settle()
    expect(selectIsOpen(actor.getSnapshot())).toBe(false)
    clock.increment(1_000)
    expect(reloadLikes).not.toHaveBeenCalled()
  })
})
