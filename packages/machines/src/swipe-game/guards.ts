import type { SwipeGameContext } from './types.ts'

export const hasCards = (context: SwipeGameContext): boolean => context.cards.length > 0

export const hasLikesLeft = (context: SwipeGameContext): boolean => context.likesRemaining > 0
