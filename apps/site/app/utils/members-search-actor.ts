import { membersSearchMachine } from '@dating/machines/members-search'
import { createActor } from 'xstate'

/** The members page's search actor, in a module of its own so xstate loads after the page. */
export function startMembersSearch() {
  return createActor(membersSearchMachine).start()
}

export type MembersSearchActor = ReturnType<typeof startMembersSearch>
