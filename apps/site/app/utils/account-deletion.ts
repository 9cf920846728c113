/**
 * The deletion flow (decision 011h): the member says why they leave, may see a way to stay that
 * fits the reason, and confirms with their password; taking the discount asks for it too, since
 * the api gives the retention offer only to a flow started with the password (decision 045).
 * The steps travel in the form itself, so the flow works without JavaScript and nothing about
 * it lands in the URL or the browser history.
 */
import { type DeletionReason, deletionNoteMax, deletionReasons } from '@dating/domain/account'
import { signupLimits } from '@dating/domain/signup-limits'
import * as v from 'valibot'

export const deletionFlowPath = '/account/delete'
/** Where "Keep my account" leads: back to the settings the flow started from. */
export const keepAccountPath = '/notifications'

export const deletionSteps = ['reason', 'offer', 'confirm'] as const
export type DeletionStep = (typeof deletionSteps)[number]

/**
 * Ways to stay shown on the second step. `too_many_messages` has none: members cannot turn off
 * email notifications themselves yet. `too_expensive` gets the brand's `delete_discount` as a
 * personal code for the next credit purchase, when the brand offers one (more than 0 %).
 */
export const retentionOffers = [
  'take_break',
  'better_profile',
  'privacy_controls',
  'discount',
] as const
export type RetentionOffer = (typeof retentionOffers)[number]

/** What the brand offers, from its settings. */
export interface BrandOffers {
  /** settings.delete_discount: percent off the next credits for staying; 0 offers nothing. */
  deleteDiscount: number
}

const offersByReason: Record<DeletionReason, readonly RetentionOffer[]> = {
  found_partner: [],
  not_enough_matches: ['better_profile'],
  too_expensive: ['discount'],
  too_many_messages: [],
  privacy: ['privacy_controls'],
  taking_break: ['take_break'],
  other: [],
}

/** No reason given (it is optional): no offer either. */
export function retentionOffersFor(
  reason: DeletionReason | null,
  brand: BrandOffers,
): readonly RetentionOffer[] {
  if (reason === null) return []
  return offersByReason[reason].filter((offer) => offer !== 'discount' || brand.deleteDiscount > 0)
}

/**
 * The steps a flow goes through, for "Step 2 of 3": before the member answered, every step a
 * reason might need; after, those of the reason given (none given: no offer step).
 */
export function stepsFor(
  state: { step: DeletionStep; reason: DeletionReason | null },
  brand: BrandOffers,
): readonly DeletionStep[] {
  const answered = state.step !== 'reason' || state.reason !== null
  return answered && retentionOffersFor(state.reason, brand).length === 0
    ? ['reason', 'confirm']
    : deletionSteps
}

/** What the flow carries from step to step; the reason is optional (null: none given). */
export interface DeletionChoice {
  reason: DeletionReason | null
  note: string
}

export type DeletionFlowState =
  | {
      step: 'reason'
      /** What was chosen before, when the member went back or the choice was refused. */
      reason: DeletionReason | null
      note: string
      error?: 'noteLength'
    }
  | ({ step: 'offer' | 'confirm' } & DeletionChoice & { error?: 'passwordRequired' })

export const deletionIntents = [
  'choose-reason',
  'continue',
  'back',
  'take-discount',
  'delete',
] as const
export type DeletionIntent = (typeof deletionIntents)[number]

const reasonSchema = v.picklist(deletionReasons)

function text(form: FormData, name: string, max: number): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, max) : ''
}

/** Line endings as the browser sends them (CRLF) count once, as the api counts them. */
function noteOf(form: FormData): string {
  return text(form, 'note', deletionNoteMax * 2 + 2)
    .replace(/\r\n/g, '\n')
    .trim()
}

const passwordOf = (form: FormData) => text(form, 'password', signupLimits.passwordMax + 1)

/**
 * The step a submitted form leads to, for `delete` the checked choice and password to send to
 * the api, for `take-discount` the choice and password of a member who takes the discount and
 * stays. A form
 * that names no known intent, or an offer that does not fit, is null (a forged or stale request).
 */
export function nextDeletionStep(
  form: FormData,
  brand: BrandOffers,
):
  | { kind: 'step'; state: DeletionFlowState }
  | { kind: 'delete'; choice: DeletionChoice; password: string }
  | { kind: 'take-discount'; choice: DeletionChoice; password: string }
  | null {
  const intent = v.safeParse(v.picklist(deletionIntents), form.get('intent'))
  if (!intent.success) return null
  // Answering why is up to the member: no reason, or one we do not know, is none given.
  const parsedReason = v.safeParse(reasonSchema, form.get('reason'))
  const reason = parsedReason.success ? parsedReason.output : null
  const note = noteOf(form)
  const reasonStep = (error?: 'noteLength'): DeletionFlowState => ({
    step: 'reason',
    reason,
    note: note.slice(0, deletionNoteMax * 2),
    ...(error ? { error } : {}),
  })
  if (note.length > deletionNoteMax) return { kind: 'step', state: reasonStep('noteLength') }
  const choice = { reason, note }

  switch (intent.output) {
    case 'back':
      return { kind: 'step', state: reasonStep() }
    case 'choose-reason': {
      const step = retentionOffersFor(choice.reason, brand).length > 0 ? 'offer' : 'confirm'
      return { kind: 'step', state: { step, ...choice } }
    }
    case 'take-discount': {
      if (!retentionOffersFor(choice.reason, brand).includes('discount')) return null
      // The offer is the deletion flow's to give: the api asks for the password (decision 045).
      const password = passwordOf(form)
      if (password === '') {
        return { kind: 'step', state: { step: 'offer', ...choice, error: 'passwordRequired' } }
      }
      return { kind: 'take-discount', choice, password }
    }
    case 'continue':
      return { kind: 'step', state: { step: 'confirm', ...choice } }
    case 'delete': {
      const password = passwordOf(form)
      if (password === '') {
        return { kind: 'step', state: { step: 'confirm', ...choice, error: 'passwordRequired' } }
      }
      return { kind: 'delete', choice, password }
    }
  }
}

/** The page after a deletion, with the last day the account can come back (YYYY-MM-DD). */
export function accountDeletedPath(reactivateUntil: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(reactivateUntil)?.[0]
  return day ? `/account-deleted?until=${day}` : '/account-deleted'
}
