import { timeBonus } from '@dating/domain/constants'
import { assign, setup } from 'xstate'
import type { TimeBonusEvent } from './events.ts'
import { canOfferModal, remainingMs } from './guards.ts'

export interface TimeBonusInput {
  /** The member's signup_date (ISO). */
  signupDate: string
  paidUser: boolean
  credits: number
  /** Whether hide-time-bonus-modal holds a dismissal. */
  modalDismissed: boolean
  /** Wall clock in milliseconds; tests pass the simulated clock's `now`. */
  now?: () => number
}

export interface TimeBonusContext {
  signupDate: string
  paidUser: boolean
  credits: number
  modalDismissed: boolean
  remainingMs: number
  now: () => number
}

/**
 * The time bonus of SPEC §4 and §9: TIMEBONUS25 for a logged-in member who has not paid, for
 * four hours after signup. `Offer` counts down each second and ends at zero, on logout, when
 * paid; `Modal` opens after 40 s in the members area at 0 credits unless dismissed, and leaving
 * the area cancels the wait. The app stores a dismissal by providing `storeModalDismissal`.
 */
export const timeBonusMachine = setup({
  types: {
    context: {} as TimeBonusContext,
    events: {} as TimeBonusEvent,
    input: {} as TimeBonusInput,
  },
  delays: { tick: timeBonus.tickMs, popupDelay: timeBonus.popupDelayMs },
  guards: {
    isRunning: ({ context }) => context.remainingMs > 0,
    canOfferModal: ({ context }) => canOfferModal(context),
  },
  actions: {
    updateRemaining: assign({ remainingMs: ({ context }) => remainingMs(context) }),
    clearOffer: assign({ remainingMs: 0 }),
    markPaid: assign({ paidUser: true, remainingMs: 0 }),
    setCredits: assign({
      credits: ({ context, event }) =>
        event.type === 'credits-changed' ? event.credits : context.credits,
    }),
    markDismissed: assign({ modalDismissed: true }),
    storeModalDismissal: () => {},
  },
}).createMachine({
  id: 'timeBonus',
  context: ({ input }) => {
    const now = input.now ?? Date.now
    const facts = { signupDate: input.signupDate, paidUser: input.paidUser, now }
    return {
      signupDate: input.signupDate,
      paidUser: input.paidUser,
      credits: input.credits,
      modalDismissed: input.modalDismissed,
      remainingMs: remainingMs(facts),
      now,
    }
  },
  type: 'parallel',
  on: {
    'credits-changed': { actions: 'setCredits' },
  },
  states: {
    Offer: {
      initial: 'Deciding',
      states: {
        Deciding: {
          always: [{ guard: 'isRunning', target: 'Counting' }, { target: 'Gone' }],
        },
        Counting: {
          tags: ['visible'],
          after: { tick: { target: 'Deciding', actions: 'updateRemaining' } },
          on: {
            logout: { target: 'Gone', actions: 'clearOffer' },
            paid: { target: 'Gone', actions: 'markPaid' },
          },
        },
        Gone: { type: 'final' },
      },
    },
    Modal: {
      initial: 'OutsideArea',
      states: {
        OutsideArea: {
          on: { 'enter-members-area': 'InArea' },
        },
        InArea: {
          on: { 'leave-members-area': 'OutsideArea' },
          initial: 'Waiting',
          states: {
            Waiting: {
              after: { popupDelay: { guard: 'canOfferModal', target: 'Open' } },
            },
            Open: {
              on: {
                'dismiss-modal': {
                  target: 'Closed',
                  actions: ['markDismissed', 'storeModalDismissal'],
                },
              },
            },
            Closed: {},
          },
        },
      },
    },
  },
})
