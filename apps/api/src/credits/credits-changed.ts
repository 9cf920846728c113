import type { AppDeps } from '../http/context.ts'

/**
 * The one place that says a member's balance changed (a payment was booked, a withdrawal took
 * credits back). Call it after the transaction committed; the real-time stream listens through
 * `AppDeps.creditsChanged` (wired in main.ts).
 */
export function onCreditsChanged(deps: Required<AppDeps>, profileId: number): void {
  try {
    deps.creditsChanged(profileId)
  } catch (error) {
    console.error('creditsChanged listener failed:', error)
  }
}

declare module '../http/context.ts' {
  interface AppDeps {
    /** Told the profile id whose balance changed, after the booking committed (default nothing). */
    creditsChanged?: (profileId: number) => void
  }
}
