import type { ProfileSummary } from '@dating/domain/entities'
import type { MembersSearchContext } from './machine.ts'

type Snapshot = { context: MembersSearchContext }

export const selectShownProfiles = (snapshot: Snapshot): ProfileSummary[] =>
  snapshot.context.results.flatMap((page) => page.results)

/** The last page shown, the one 'Show more' continues from. */
export const selectLastPage = (snapshot: Snapshot): number =>
  snapshot.context.results.at(-1)?.pageNumber ?? 1
