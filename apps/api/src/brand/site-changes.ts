import type { DatabaseHandle } from '../db/client.ts'

/** The channel a trigger on `sites` notifies on every change (migration 0018, decision 037). */
export const sitesChangedChannel = 'sites_changed'

export type SiteChanges = {
  /** Calls `listener` after any change to a brand's row; answers the unsubscribe function. */
  subscribe: (listener: () => void) => () => void
  stop: () => Promise<void>
}

/**
 * Tells this process when any brand's row changed, in whichever process or tool changed it.
 * A replaced LISTEN connection may have missed a change, so a reconnect counts as one.
 */
export async function listenForSiteChanges(
  database: Pick<DatabaseHandle, 'listen'>,
): Promise<SiteChanges> {
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const unlisten = await database.listen(sitesChangedChannel, {
    onPayload: changed,
    onReconnect: changed,
  })
  return {
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    stop: unlisten,
  }
}

declare module '../http/context.ts' {
  interface AppDeps {
    /** Changes to brand rows: cached rows and settings are dropped. */
    siteChanges?: SiteChanges | null
  }
}
