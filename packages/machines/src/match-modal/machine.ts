import { followUpLikesReloadMs } from '@dating/domain/constants'
import type { AutoLike } from '@dating/domain/entities'
import { assign, fromPromise, raise, setup } from 'xstate'
import type { MatchModalEvent } from './events.ts'
import { isMatch } from './guards.ts'
import type { MatchModalContext } from './types.ts'

export type { MatchModalContext } from './types.ts'

/**
 * The match modal of SPEC §4. A like that makes a match opens it at once; the `t` query opens
 * the like modal after `t` seconds with the profile of GET /api/auto-like.php, and likes are
 * reloaded 0.5 s after that profile arrived. It closes on any click; the image and the main
 * button report the profile: the image opens the profile, the main button of a match moves on
 * to the start-conversation state (the main button of a like opens the profile).
 *
 * The app supplies the effects:
 *
 * ```ts
 * matchModalMachine.provide({
 *   actors: { loadAutoLike: fromPromise(() => api.getAutoLike()) },
 *   actions: {
 *     openProfile: (_, { profileId }) => navigate(`/members/${profileId}`),
 *     openConversation: (_, { profileId }) => navigate(`/members/${profileId}/chat`),
 *     reloadLikes: () => revalidator.revalidate(),
 *   },
 * })
 * ```
 */
/** The profile the open modal shows (every open state has one). */
function shownProfile({ context }: { context: MatchModalContext }): { profileId: number } {
  if (!context.profile) throw new Error('The match modal is open without a profile')
  return { profileId: context.profile.id }
}

export const matchModalMachine = setup({
  types: {
    context: {} as MatchModalContext,
    events: {} as MatchModalEvent,
  },
  delays: {
    likeModalDelay: ({ context }) => context.likeModalDelayMs,
    likesReload: followUpLikesReloadMs,
  },
  actors: {
    loadAutoLike: fromPromise<AutoLike>(async () => {
      throw new Error('loadAutoLike is provided by the app')
    }),
  },
  guards: {
    isMatch: ({ context }) => isMatch(context),
  },
  actions: {
    openProfile: (_, _params: { profileId: number }) => {},
    openConversation: (_, _params: { profileId: number }) => {},
    reloadLikes: () => {},
  },
}).createMachine({
  id: 'matchModal',
  context: { profile: null, kind: 'match', likeModalDelayMs: 0 },
  initial: 'Closed',
  on: {
    'match-found': {
      target: '.Open',
      actions: assign({ profile: ({ event }) => event.profile, kind: 'match' }),
    },
    // Delayed: it outlives the modal, so closing it quickly still reloads the likes.
    'reload-likes': { actions: 'reloadLikes' },
  },
  states: {
    Closed: {
      on: {
        'schedule-like-modal': {
          target: 'Waiting',
          actions: assign({
            likeModalDelayMs: ({ event }) => Math.max(0, Math.round(event.seconds * 1000)),
          }),
        },
      },
    },
    Waiting: {
      after: { likeModalDelay: 'Loading' },
    },
    Loading: {
      invoke: {
        src: 'loadAutoLike',
        onDone: {
          target: 'Open',
          actions: [
            assign({
              profile: ({ event }) => event.output.profile,
              kind: ({ event }) => (event.output.match ? 'match' : 'like'),
            }),
            raise({ type: 'reload-likes' }, { delay: 'likesReload' }),
          ],
        },
        onError: 'Closed',
      },
    },
    Open: {
      tags: ['open'],
      on: {
        close: 'Closed',
        'choose-image': {
          target: 'Closed',
          actions: {
            type: 'openProfile',
            params: shownProfile,
          },
        },
        'choose-main': [
          { guard: 'isMatch', target: 'StartConversation' },
          {
            target: 'Closed',
            actions: {
              type: 'openProfile',
              params: shownProfile,
            },
          },
        ],
      },
    },
    StartConversation: {
      tags: ['open', 'start-conversation'],
      on: {
        close: 'Closed',
        'choose-image': {
          target: 'Closed',
          actions: {
            type: 'openProfile',
            params: shownProfile,
          },
        },
        'open-chat': {
          target: 'Closed',
          actions: {
            type: 'openConversation',
            params: shownProfile,
          },
        },
      },
    },
  },
})
