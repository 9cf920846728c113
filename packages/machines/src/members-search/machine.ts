import type { ProfileSummary } from '@dating/domain/entities'
import type { MembersFilters } from '@dating/domain/members-search'
import { assign, setup } from 'xstate'
import { mergePages, type ResultsPage, sameFilters } from './pages.ts'

/** The Search state of SPEC §3, as far as the members page shows it. */
export interface MembersSearchContext extends MembersFilters {
  didInit: boolean
  results: ResultsPage[]
  numResults: number
  /** numResults is the count cap: there are at least that many. */
  numResultsCapped: boolean
  similar_results: ProfileSummary[]
  similar_numResults: number
}

export type MembersSearchEvent =
  | {
      /** Pages of a search arrived (the page's loader ran for a new URL). */
      type: 'pages.loaded'
      filters: MembersFilters
      pages: ResultsPage[]
      numResults: number
      numResultsCapped: boolean
      similar_results: ProfileSummary[]
      similar_numResults: number
    }
  /** 'Clear filters': back to the unfiltered search, nothing shown until it arrives. */
  | { type: 'clear' }

const empty = {
  gender: undefined,
  country: undefined,
  countryregion: undefined,
  min_age: undefined,
  max_age: undefined,
  radius_km: undefined,
  results: [],
  numResults: 0,
  numResultsCapped: false,
  similar_results: [],
  similar_numResults: 0,
} satisfies Omit<MembersSearchContext, 'didInit'>

/**
 * The members search results page by page: pages of the same search accumulate, a new search
 * replaces them, clearing empties them.
 */
export const membersSearchMachine = setup({
  types: {
    context: {} as MembersSearchContext,
    events: {} as MembersSearchEvent,
  },
  actions: {
    showPages: assign(({ context, event }) => {
      if (event.type !== 'pages.loaded') return {}
      const keep = context.didInit && sameFilters(context, event.filters)
      return {
        ...empty,
        ...event.filters,
        didInit: true,
        results: mergePages(context.results, event.pages, keep),
        numResults: event.numResults,
        numResultsCapped: event.numResultsCapped,
        similar_results: event.similar_results,
        similar_numResults: event.similar_numResults,
      }
    }),
    clear: assign({ ...empty }),
  },
}).createMachine({
  id: 'membersSearch',
  context: { ...empty, didInit: false },
  initial: 'waiting',
  states: {
    waiting: {
      on: { 'pages.loaded': { target: 'showing', actions: 'showPages' } },
    },
    showing: {
      on: {
        'pages.loaded': { actions: 'showPages' },
        clear: { target: 'waiting', actions: 'clear' },
      },
    },
  },
})
