import type { ProfileSummary } from '@dating/domain/entities'

export interface MatchModalContext {
  profile: ProfileSummary | null
  /** `match`: both liked each other; `like`: the profile liked the member (the `t` modal). */
  kind: 'match' | 'like'
  likeModalDelayMs: number
}
