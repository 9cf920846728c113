import {
  type AlertMember,
  alertDismissalKeys,
  dismissibleAlerts,
  isDismissal,
} from '@dating/domain/alerts'
import type { PushState } from '@dating/domain/push'
import { assign, fromPromise, setup } from 'xstate'
import type { AlertsEvent } from './events.ts'
import { canEnablePush, hasDisabledMail } from './guards.ts'
import type { AlertsContext, AlertsInput } from './types.ts'

export type { AlertsContext, AlertsInput } from './types.ts'

/** Stored values by SPEC §4 key, as read from persistent storage (null: nothing stored). */
export type StoredDismissals = Partial<Record<string, string | null>>

/** How long the outcome of a button stays in its alert before the alert settles. */
export const alertOutcomeMs = 8_000

/**
 * The alerts of SPEC §4 (activation reminder, profile photo, push, disabled notifications).
 * It reads the dismissals first (`Loading`: nothing shows until they are known, so a dismissed
 * alert never flashes), then keeps the facts the rules of @dating/domain/alerts need; the UI
 * asks `selectVisibleAlerts`. Two buttons act: turning email notifications back on and
 * subscribing to push; their outcome stays in the alert for `alertOutcomeMs`.
 *
 * The app supplies the effects:
 *
 * ```ts
 * alertsMachine.provide({
 *   actors: {
 *     readDismissals: fromPromise(async () => readKeys(localStorage)),
 *     enableMail: fromPromise(() => api.enableMailNotifications()),
 *     enablePush: fromPromise(() => push.subscribe()),
 *   },
 *   actions: { storeDismissal: (_, { key, at }) => localStorage.setItem(key, String(at)) },
 * })
 * ```
 */
export const alertsMachine = setup({
  types: {
    context: {} as AlertsContext,
    events: {} as AlertsEvent,
    input: {} as AlertsInput,
  },
  delays: { outcome: alertOutcomeMs },
  actors: {
    readDismissals: fromPromise<StoredDismissals>(async () => {
      throw new Error('readDismissals is provided by the app')
    }),
    enableMail: fromPromise<AlertMember>(async () => {
      throw new Error('enableMail is provided by the app')
    }),
    enablePush: fromPromise<PushState>(async () => {
      throw new Error('enablePush is provided by the app')
    }),
  },
  guards: {
    hasDisabledMail: ({ context }) => hasDisabledMail(context),
    canEnablePush: ({ context }) => canEnablePush(context),
  },
  actions: {
    storeDismissal: (_, _params: { key: string; at: number }) => {},
  },
}).createMachine({
  id: 'alerts',
  context: ({ input }) => ({
    member: input.member,
    pathname: input.pathname,
    push: input.push ?? 'unknown',
    pushKeySet: input.pushKeySet,
    dismissedAt: {},
  }),
  on: {
    navigate: { actions: assign({ pathname: ({ event }) => event.pathname }) },
    'member-changed': { actions: assign({ member: ({ event }) => event.member }) },
    'push-changed': { actions: assign({ push: ({ event }) => event.push }) },
  },
  initial: 'Loading',
  states: {
    Loading: {
      invoke: {
        src: 'readDismissals',
        onDone: {
          target: 'Ready',
          actions: assign({
            dismissedAt: ({ event }) => {
              const dismissedAt: AlertsContext['dismissedAt'] = {}
              for (const alert of dismissibleAlerts) {
                const stored = event.output[alertDismissalKeys[alert]]
                if (isDismissal(stored)) dismissedAt[alert] = Number(stored)
              }
              return dismissedAt
            },
          }),
        },
        // Storage refused (private mode): nothing was dismissed before.
        onError: 'Ready',
      },
    },
    Ready: {
      tags: ['ready'],
      on: {
        dismiss: {
          actions: [
            assign({
              dismissedAt: ({ context, event }) => ({
                ...context.dismissedAt,
                [event.alert]: event.at,
              }),
            }),
            {
              type: 'storeDismissal',
              params: ({ event }) => ({ key: alertDismissalKeys[event.alert], at: event.at }),
            },
          ],
        },
      },
      type: 'parallel',
      states: {
        Mail: {
          initial: 'Idle',
          states: {
            Idle: {
              on: { 'enable-mail': { guard: 'hasDisabledMail', target: 'Enabling' } },
            },
            Enabling: {
              tags: ['mail-enabling'],
              invoke: {
                src: 'enableMail',
                onDone: {
                  target: 'Enabled',
                  actions: assign({ member: ({ event }) => event.output }),
                },
                onError: 'Failed',
              },
            },
            Enabled: {
              tags: ['mail-enabled'],
              after: { outcome: 'Idle' },
            },
            Failed: {
              tags: ['mail-failed'],
              after: { outcome: 'Idle' },
              on: { 'enable-mail': { guard: 'hasDisabledMail', target: 'Enabling' } },
            },
          },
        },
        Push: {
          initial: 'Idle',
          states: {
            Idle: {
              on: { 'enable-push': { guard: 'canEnablePush', target: 'Enabling' } },
            },
            Enabling: {
              tags: ['push-enabling'],
              invoke: {
                src: 'enablePush',
                onDone: [
                  {
                    guard: ({ event }) => event.output === 'subscribed',
                    target: 'Enabled',
                    actions: assign({ push: ({ event }) => event.output }),
                  },
                  { target: 'Failed', actions: assign({ push: ({ event }) => event.output }) },
                ],
                onError: 'Failed',
              },
            },
            Enabled: {
              tags: ['push-enabled'],
              after: { outcome: 'Idle' },
            },
            Failed: {
              tags: ['push-failed'],
              after: { outcome: 'Idle' },
              on: { 'enable-push': { guard: 'canEnablePush', target: 'Enabling' } },
            },
          },
        },
      },
    },
  },
})
