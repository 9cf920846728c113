import { loadingBar } from '@dating/domain/constants'
import { assign, setup } from 'xstate'
import type { LoadingBarEvent } from './events.ts'
import { canReloadForChunkFailure } from './guards.ts'
import { loadingProgressAt } from './progress.ts'

export const loadingBarTickMs = 100

export interface LoadingBarInput {
  /** When this tab last reloaded for a failed chunk; read it with `readChunkReloadAt`. */
  lastChunkReloadAt?: number | null
  /** Wall clock in milliseconds; tests pass the simulated clock's `now`. */
  now?: () => number
}

export interface LoadingBarContext {
  /** 0 to 1; below 1 until the navigation ends. */
  progress: number
  elapsedMs: number
  lastChunkReloadAt: number | null
  now: () => number
}

/**
 * The navigation loading bar of SPEC §4. The app provides the two side effects:
 *
 * ```ts
 * loadingBarMachine.provide({
 *   actions: {
 *     reloadPage: () => window.location.reload(),
 *     storeChunkReloadAt: (_, { at }) => writeChunkReloadAt(window.sessionStorage, at),
 *   },
 * })
 * ```
 *
 * and starts it with `input: { lastChunkReloadAt: readChunkReloadAt(window.sessionStorage) }`.
 */
export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent,
    input: {} as LoadingBarInput,
  },
  delays: {
    throttle: loadingBar.throttleMs,
    tick: loadingBarTickMs,
    hideDelay: loadingBar.hideDelayMs,
  },
  guards: {
    canReloadForChunkFailure: ({ context }) =>
      canReloadForChunkFailure(context.lastChunkReloadAt, context.now()),
  },
  actions: {
    resetProgress: assign({ progress: 0, elapsedMs: 0 }),
    advanceProgress: assign(({ context }) => {
      const elapsedMs = context.elapsedMs + loadingBarTickMs
      return { elapsedMs, progress: loadingProgressAt(elapsedMs) }
    }),
    completeProgress: assign({ progress: 1 }),
    markChunkReload: assign({ lastChunkReloadAt: ({ context }) => context.now() }),
    // Both effects below need the browser; the app supplies them with `.provide`.
    storeChunkReloadAt: (_, _params: { at: number }) => {},
    reloadPage: () => {},
  },
}).createMachine({
  id: 'loadingBar',
  context: ({ input }) => ({
    progress: 0,
    elapsedMs: 0,
    lastChunkReloadAt: input.lastChunkReloadAt ?? null,
    now: input.now ?? Date.now,
  }),
  initial: 'Hidden',
  on: {
    'chunk-load-failed': {
      guard: 'canReloadForChunkFailure',
      actions: [
        'markChunkReload',
        {
          type: 'storeChunkReloadAt',
          params: ({ context }) => ({ at: context.lastChunkReloadAt ?? context.now() }),
        },
        'reloadPage',
      ],
    },
  },
  states: {
    Hidden: {
      entry: 'resetProgress',
      on: { 'navigation-start': 'Throttling' },
    },
    Throttling: {
      after: { throttle: 'Loading' },
      on: { 'navigation-end': 'Hidden' },
    },
    Loading: {
      tags: ['visible'],
      after: { tick: { target: 'Loading', reenter: true, actions: 'advanceProgress' } },
      on: { 'navigation-end': 'Finishing' },
    },
    Finishing: {
      tags: ['visible'],
      entry: 'completeProgress',
      after: { hideDelay: 'Hidden' },
      on: { 'navigation-start': { target: 'Loading', actions: 'resetProgress' } },
    },
  },
})
