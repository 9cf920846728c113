/** What the match modal's provider, its host and its view share (the host and view load later). */
import type { ProfileSummary } from '@dating/domain/entities'
import type { matchModalMachine } from '@dating/machines/match-modal'
import type { useActorRef } from '@xstate/react'

export type MatchModalActor = ReturnType<typeof useActorRef<typeof matchModalMachine>>

/** A match found by a like here, or one the live stream names by the other member's profile id. */
export type MatchNews = ProfileSummary | number

/** Longest `t` delay honoured, in seconds (an hour). */
const maxDelaySeconds = 3_600

/** The `t` query in seconds, when it is a sensible delay. */
export function likeModalDelay(search: string): number | null {
  const raw = new URLSearchParams(search).get('t')
  if (raw === null || !/^\d{1,5}(\.\d{1,3})?$/.test(raw)) return null
  const seconds = Number(raw)
  return seconds <= maxDelaySeconds ? seconds : null
}

/** The current URL without its `t` query, for history.replaceState. */
export function withoutDelayQuery(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('t')
  return `${url.pathname}${url.search}${url.hash}`
}
