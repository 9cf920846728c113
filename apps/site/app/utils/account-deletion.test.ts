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

const brand = { deleteDiscount: 25 }
const noDiscount = { deleteDiscount: 0 }
const nextStep = (data: FormData) => nextDeletionStep(data, brand)

describe('retention offers', () => {
  it('offers a break, a better profile or privacy controls only where they fit', () => {
    expect(retentionOffersFor('taking_break', brand)).toEqual(['take_break'])
    expect(retentionOffersFor('not_enough_matches', brand)).toEqual(['better_profile'])
    expect(retentionOffersFor('privacy', brand)).toEqual(['privacy_controls'])
    for (const reason of ['found_partner', 'too_many_messages', 'other'] as const) {
      expect(retentionOffersFor(reason, brand)).toEqual([])
      expect(stepsFor({ step: 'offer', reason: reason }, brand)).toEqual(['reason', 'confirm'])
    }
    expect(stepsFor({ step: 'offer', reason: 'taking_break' }, brand)).toEqual([
      'reason',
      'offer',
      'confirm',
    ])
    // Before an answer every step may come; without a reason there is no offer.
    expect(stepsFor({ step: 'reason', reason: null }, brand)).toEqual([
      'reason',
      'offer',
      'confirm',
    ])
    expect(stepsFor({ step: 'confirm', reason: null }, brand)).toEqual(['reason', 'confirm'])
    expect(retentionOffersFor(null, brand)).toEqual([])
  })

  it('offers the discount for too_expensive only when the brand has one', () => {
    expect(retentionOffersFor('too_expensive', brand)).toEqual(['discount'])
    expect(stepsFor({ step: 'offer', reason: 'too_expensive' }, brand)).toEqual([
      'reason',
      'offer',
      'confirm',
    ])
    expect(retentionOffersFor('too_expensive', noDiscount)).toEqual([])
    expect(stepsFor({ step: 'offer', reason: 'too_expensive' }, noDiscount)).toEqual([
      'reason',
      'confirm',
    ])
  })
})

describe('nextDeletionStep', () => {
  it('goes from the reason to its offer, then to the confirmation, keeping the note', () => {
    const offer = nextStep(
      form({ intent: 'choose-reason', reason: 'taking_break', note: ' Busy summer \r\n' }),
    )
    expect(offer).toEqual({
      kind: 'step',
      state: { step: 'offer', reason: 'taking_break', note: 'Busy summer' },
    })
    expect(
      nextStep(form({ intent: 'continue', reason: 'taking_break', note: 'Busy summer' })),
    ).toEqual({
      kind: 'step',
      state: { step: 'confirm', reason: 'taking_break', note: 'Busy summer' },
    })
  })

  it('skips the offer step for a reason without offers', () => {
    expect(nextStep(form({ intent: 'choose-reason', reason: 'found_partner' }))).toEqual({
      kind: 'step',
      state: { step: 'confirm', reason: 'found_partner', note: '' },
    })
  })

  it('goes on without a reason (it is optional) and asks again for an overlong note', () => {
    expect(nextStep(form({ intent: 'choose-reason', note: 'x' }))).toEqual({
      kind: 'step',
      state: { step: 'confirm', reason: null, note: 'x' },
    })
    expect(nextStep(form({ intent: 'choose-reason', reason: 'bored' }))).toEqual({
      kind: 'step',
      state: { step: 'confirm', reason: null, note: '' },
    })
    expect(nextStep(form({ intent: 'delete', password: 'pw' }))).toEqual({
      kind: 'delete',
      choice: { reason: null, note: '' },
      password: 'pw',
    })
    expect(
      nextStep(form({ intent: 'choose-reason', reason: 'other', note: 'x'.repeat(1001) })),
    ).toMatchObject({ state: { step: 'reason', reason: 'other', error: 'noteLength' } })
  })

  it('goes back to the reason with the choice selected', () => {
    expect(nextStep(form({ intent: 'back', reason: 'privacy', note: 'n' }))).toEqual({
      kind: 'step',
      state: { step: 'reason', reason: 'privacy', note: 'n' },
    })
  })

  it('deletes only with a password, and refuses unknown intents', () => {
    expect(nextStep(form({ intent: 'delete', reason: 'other', password: '' }))).toEqual({
      kind: 'step',
      state: { step: 'confirm', reason: 'other', note: '', error: 'passwordRequired' },
    })
    expect(
      nextStep(form({ intent: 'delete', reason: 'other', note: 'bye', password: 'pw' })),
    ).toEqual({ kind: 'delete', choice: { reason: 'other', note: 'bye' }, password: 'pw' })
    expect(nextStep(form({ intent: 'erase-everything', reason: 'other' }))).toBeNull()
  })
})

describe('taking the discount', () => {
  it('goes from too_expensive to the offer and takes it, only where the brand offers it', () => {
    expect(
      nextDeletionStep(form({ intent: 'choose-reason', reason: 'too_expensive' }), brand),
    ).toEqual({ kind: 'step', state: { step: 'offer', reason: 'too_expensive', note: '' } })
    expect(
      nextDeletionStep(form({ intent: 'choose-reason', reason: 'too_expensive' }), noDiscount),
    ).toMatchObject({ state: { step: 'confirm' } })
    expect(
      nextDeletionStep(
        form({ intent: 'take-discount', reason: 'too_expensive', note: 'n', password: 'pw' }),
        brand,
      ),
    ).toEqual({
      kind: 'take-discount',
      choice: { reason: 'too_expensive', note: 'n' },
      password: 'pw',
    })
    // The api gives the code only to a flow started with the password (decision 045).
    expect(
      nextDeletionStep(form({ intent: 'take-discount', reason: 'too_expensive' }), brand),
    ).toEqual({
      kind: 'step',
      state: { step: 'offer', reason: 'too_expensive', note: '', error: 'passwordRequired' },
    })
    expect(
      nextDeletionStep(form({ intent: 'take-discount', reason: 'too_expensive' }), noDiscount),
    ).toBeNull()
    expect(nextDeletionStep(form({ intent: 'take-discount', reason: 'privacy' }), brand)).toBeNull()
  })
})

describe('accountDeletedPath', () => {
  it('names the last day, or nothing when the api answered no date', () => {
    expect(accountDeletedPath('2025-06-15T20:03:00.000Z')).toBe('/account-deleted?until=2025-06-15')
    expect(accountDeletedPath('soon')).toBe('/account-deleted')
  })
})
