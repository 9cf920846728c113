import { timeBonusRemainingMs } from '@dating/domain/time-bonus'

export type OfferFacts = { signupDate: string; paidUser: boolean; now: () => number }

/** Milliseconds left of the offer for the member now. */
export function remainingMs(facts: OfferFacts): number {
  return timeBonusRemainingMs(new Date(facts.signupDate), new Date(facts.now()), facts.paidUser)
}

/** The modal waits for a member at 0 credits who has not dismissed it (SPEC §4). */
export function canOfferModal(context: { credits: number; modalDismissed: boolean }): boolean {
  return context.credits === 0 && !context.modalDismissed
}
