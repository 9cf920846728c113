export type TimeBonusEvent =
  | { type: 'enter-members-area' }
  | { type: 'leave-members-area' }
  | { type: 'credits-changed'; credits: number }
  | { type: 'paid' }
  | { type: 'logout' }
  | { type: 'dismiss-modal' }
