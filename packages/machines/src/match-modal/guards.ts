import type { MatchModalContext } from './types.ts'

/** A match leads on to a conversation; a plain like leads to the profile. */
export const isMatch = (context: MatchModalContext): boolean => context.kind === 'match'
