/** Enumerated profile attributes (SPEC §3). Labels live in the catalogues under `enum.<field>.<value>`. */
export const genders = ['male', 'female'] as const
export type Gender = (typeof genders)[number]

export const sexualities = ['hetero', 'homo', 'bi'] as const
export type Sexuality = (typeof sexualities)[number]

export const hairColours = ['black', 'brown', 'blonde', 'red', 'grey', 'bald', 'other'] as const
export type HairColour = (typeof hairColours)[number]

export const eyeColours = ['blue', 'brown', 'green', 'grey', 'hazel'] as const
export type EyeColour = (typeof eyeColours)[number]

export const bodyTypes = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'plus_size'] as const
export type BodyType = (typeof bodyTypes)[number]

export const relationshipStatuses = [
  'single',
  'divorced',
  'widowed',
  'separated',
  'in_a_relationship',
  'married',
] as const
export type RelationshipStatus = (typeof relationshipStatuses)[number]

export const profileStatuses = ['active', 'disabled'] as const
export type ProfileStatus = (typeof profileStatuses)[number]

/** suspended: a moderation decision closed the account (it cannot log in; src/moderation). */
export const userStatuses = [
  'active',
  'not_confirmed',
  'pending_deletion',
  'deleted',
  'suspended',
] as const
export type UserStatus = (typeof userStatuses)[number]

export const imageStatuses = ['active', 'pending', 'rejected'] as const
export type ImageStatus = (typeof imageStatuses)[number]

/** Why email notifications were switched off (SPEC §4). */
export const notificationDisabledReasons = ['fbl', 'bounce', 'listunsubscribe'] as const
export type NotificationDisabledReason = (typeof notificationDisabledReasons)[number]

/** Fields a brand may list in visible_profile_fields. */
export const profileFields = [
  'age',
  'country',
  'region',
  'gender',
  'sexuality',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'height',
  'interests',
] as const
export type ProfileField = (typeof profileFields)[number]

/** Where a like was given; the swipe game's daily limit counts its own likes only. */
export const likeSources = ['profile', 'swipe_game', 'match_finder', 'auto'] as const
export type LikeSource = (typeof likeSources)[number]

/** Reasons a member can give when reporting a profile to moderation. */
export const reportReasons = [
  'fake_profile',
  'inappropriate_photos',
  'harassment',
  'spam',
  'underage',
  /** Child sexual abuse material: may be notified anonymously and jumps the queue. */
  'child_sexual_abuse',
  'other',
] as const
export type ReportReason = (typeof reportReasons)[number]

export const reportStatuses = ['open', 'reviewed', 'dismissed'] as const
export type ReportStatus = (typeof reportStatuses)[number]
