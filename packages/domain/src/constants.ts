/** Business constants of SPEC §9. Durations are in milliseconds unless the name says otherwise. */
export const timeBonus = {
  code: 'TIMEBONUS25',
  percentage: 25,
  windowSeconds: 14_400,
  tickMs: 1_000,
  popupDelayMs: 40_000,
} as const

export const followUpLikesReloadMs = 500

export const refresh = {
  intervalMs: 60_000,
  intervalWithPushMs: 300_000,
  firstAfterMs: 5_000,
} as const

export const loadingBar = {
  throttleMs: 200,
  durationMs: 5_000,
  hideDelayMs: 500,
  chunkReloadGuardMs: 60_000,
} as const

export const cookies = {
  localeName: 'locale',
  localeMaxAgeDays: 365,
  sessionName: 'sid',
  sessionMaxAgeDays: 30,
  /** The back office's own session (decision 055): a member's `sid` never opens it. */
  staffSessionName: 'staff_sid',
} as const

export const localeFetchDelayMs = 200

export const limits = {
  freePhotos: 3,
  premiumPhotos: 25,
  likesPerDay: 4,
  freeConversations: 2,
  reactivationDays: 14,
  retries: 5,
  minimumAge: 18,
  maximumAge: 99,
} as const

export const badges = {
  creditsThreshold: 10,
  unreadCap: 99,
} as const

export const membersPageSize = 24

export const defaultTermsVersionDate = '2023-12-01T12:00:00Z'

export const nicheNumbers = [1, 2, 3, 4, 5, 6, 7] as const
export type Niche = (typeof nicheNumbers)[number]
