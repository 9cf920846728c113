import { describe, expect, it } from 'vitest'
import { decisionFromForm, dismissalFromForm } from './decision-form.server.ts'

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.set(name, value)
  return data
}

const facts = 'The photos belong to an actor and come from a film website.'

describe('decisionFromForm', () => {
  it('takes the case’s report, and the photo only for a removed photo', () => {
    const parsed = decisionFromForm(
      form({
        profile_id: '7',
        restriction: 'profile_hidden',
        image_id: '4',
        ground: 'terms',
        reason: 'fake_profile',
        facts,
      }),
      9,
    )
    expect(parsed).toEqual({
      ok: true,
      input: expect.objectContaining({
        profile_id: 7,
        report_id: 9,
        restriction: 'profile_hidden',
        image_id: undefined,
        automated: false,
        interim: false,
      }),
    })
  })

  it('names the field in error', () => {
    const noPhoto = decisionFromForm(
      form({
        profile_id: '7',
        restriction: 'photo_removed',
        ground: 'terms',
        reason: 'spam',
        facts,
      }),
      9,
    )
    expect(noPhoto).toEqual({ ok: false, field: 'image_id' })
    const noLaw = decisionFromForm(
      form({
        profile_id: '7',
        restriction: 'profile_hidden',
        ground: 'illegal',
        reason: 'spam',
        facts,
      }),
      9,
    )
    expect(noLaw).toEqual({ ok: false, field: 'legal_reference' })
    const short = decisionFromForm(
      form({
        profile_id: '7',
        restriction: 'profile_hidden',
        ground: 'terms',
        reason: 'spam',
        facts: 'short',
      }),
      9,
    )
    expect(short).toEqual({ ok: false, field: 'facts' })
  })

  it('keeps a suspension pending review only for a suspension', () => {
    const interim = decisionFromForm(
      form({
        profile_id: '7',
        restriction: 'profile_hidden',
        ground: 'terms',
        reason: 'spam',
        facts,
        interim: 'yes',
      }),
      9,
    )
    expect(interim).toEqual({ ok: false, field: 'interim' })
  })
})

describe('dismissalFromForm', () => {
  it('needs a reason and a note for the sender', () => {
    expect(dismissalFromForm(form({ reason: 'no_violation', note: facts }), 9)).toEqual({
      ok: true,
      input: { report_id: 9, reason: 'no_violation', note: facts },
    })
    expect(dismissalFromForm(form({ reason: 'no_violation', note: '' }), 9)).toEqual({
      ok: false,
      field: 'note',
    })
  })
})
