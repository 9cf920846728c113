import { describe, expect, it } from 'vitest'
import {
  accountDeletedPath,
  nextDeletionStep,
  retentionOffersFor,
  stepsFor,
} from './account-deletion.ts'

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('retention offers', () => {
  it('offers a break, a better profile or privacy controls only where they fit', () => {
    expect(retentionOffersFor('taking_break')).toEqual(['take_break'])
    expect(retentionOffersFor('not_enough_matches')).toEqual(['better_profile'])
    expect(retentionOffersFor('privacy')).toEqual(['privacy_controls'])
    for (const reason of [
      'found_partner',
      'too_expensive',
      'too_many_messages',
      'other',
    ] as const) {
      expect(retentionOffersFor(reason)).toEqual([])
      expect(stepsFor(reason)).toEqual(['reason', 'confirm'])
    }
    expect(stepsFor('taking_break')).toEqual(['reason', 'offer', 'confirm'])
  })
})

describe('nextDeletionStep', () => {
  it('goes from the reason to its offer, then to the confirmation, keeping the note', () => {
    const offer = nextDeletionStep(
      form({ intent: 'choose-reason', reason: 'taking_break', note: ' Busy summer \r\n' }),
    )
    expect(offer).toEqual({
      kind: 'step',
      state: { step: 'offer', reason: 'taking_break', note: 'Busy summer' },
    })
    expect(
      nextDeletionStep(form({ intent: 'continue', reason: 'taking_break', note: 'Busy summer' })),
    ).toEqual({
      kind: 'step',
      state: { step: 'confirm', reason: 'taking_break', note: 'Busy summer' },
    })
  })

  it('skips the offer step for a reason without offers', () => {
    expect(nextDeletionStep(form({ intent: 'choose-reason', reason: 'found_partner' }))).toEqual({
      kind: 'step',
      state: { step: 'confirm', reason: 'found_partner', note: '' },
    })
  })

  it('asks again for a missing or unknown reason and for an overlong note', () => {
    expect(nextDeletionStep(form({ intent: 'choose-reason', note: 'x' }))).toEqual({
      kind: 'step',
      state: { step: 'reason', reason: null, note: 'x', error: 'chooseReason' },
    })
    expect(nextDeletionStep(form({ intent: 'choose-reason', reason: 'bored' }))).toMatchObject({
      state: { step: 'reason', error: 'chooseReason' },
    })
    expect(
      nextDeletionStep(form({ intent: 'choose-reason', reason: 'other', note: 'x'.repeat(1001) })),
    ).toMatchObject({ state: { step: 'reason', reason: 'other', error: 'noteLength' } })
  })

  it('goes back to the reason with the choice selected', () => {
    expect(nextDeletionStep(form({ intent: 'back', reason: 'privacy', note: 'n' }))).toEqual({
      kind: 'step',
      state: { step: 'reason', reason: 'privacy', note: 'n' },
    })
  })

  it('deletes only with a password, and refuses unknown intents', () => {
    expect(nextDeletionStep(form({ intent: 'delete', reason: 'other', password: '' }))).toEqual({
      kind: 'step',
      state: { step: 'confirm', reason: 'other', note: '', error: 'passwordRequired' },
    })
    expect(
      nextDeletionStep(form({ intent: 'delete', reason: 'other', note: 'bye', password: 'pw' })),
    ).toEqual({ kind: 'delete', choice: { reason: 'other', note: 'bye' }, password: 'pw' })
    expect(nextDeletionStep(form({ intent: 'erase-everything', reason: 'other' }))).toBeNull()
  })
})

describe('accountDeletedPath', () => {
  it('names the last day, or nothing when the api answered no date', () => {
    expect(accountDeletedPath('2025-06-15T20:03:00.000Z')).toBe('/account-deleted?until=2025-06-15')
    expect(accountDeletedPath('soon')).toBe('/account-deleted')
  })
})
