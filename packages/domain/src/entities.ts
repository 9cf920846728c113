/**
 * The entities of SPEC §3 as the api sends them. The api builds its answers to fit these
 * schemas and packages/api-client parses every response with them.
 */
import * as v from 'valibot'
import { currencies } from './money.ts'
import { countries, regionKinds } from './countries.ts'
import { locales } from './locales.ts'
import { searchFields } from './members-search.ts'
import {
  bodyTypes,
  eyeColours,
  genders,
  hairColours,
  imageStatuses,
  notificationDisabledReasons,
  profileFields,
  profileStatuses,
  relationshipStatuses,
  sexualities,
  userStatuses,
} from './profile-attributes.ts'

/** Image paths are relative to the brand's cdn_prefix; `match` is the square crop used by likes. */
export const imageSchema = v.object({
  id: v.number(),
  filename: v.string(),
  thumb_filename: v.string(),
  match: v.string(),
  /**
   * Portrait crops (3:4) by width for `srcset`: cards (360 w), the swipe card and profile photo
   * (720 w) and the full-screen view (1440 w); every one the blurred file when locked.
   */
  sizes: v.optional(v.object({ card: v.string(), swipe: v.string(), full: v.string() })),
  status: v.picklist(imageStatuses),
  /** True when the viewer may not see the original: filename then points at the blurred variant. */
  locked: v.boolean(),
})
export type Image = v.InferOutput<typeof imageSchema>

/** The profile as a card in lists: what the logged-in user's own `profile` field holds too. */
export const profileSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  country: v.picklist(countries),
  region: v.nullable(v.string()),
  main_image: v.nullable(imageSchema),
  age: v.number(),
  gender: v.picklist(genders),
  sexuality: v.picklist(sexualities),
  status: v.picklist(profileStatuses),
  fictional: v.boolean(),
  image_count: v.number(),
  /** How far from the viewer, rounded (domain roundedDistanceKm); absent without both places. */
  distance_km: v.optional(v.number()),
})
export type ProfileSummary = v.InferOutput<typeof profileSummarySchema>

export const profileDetailSchema = v.object({
  ...profileSummarySchema.entries,
  about: v.string(),
  height: v.nullable(v.number()),
  hair_colour: v.nullable(v.picklist(hairColours)),
  eye_colour: v.nullable(v.picklist(eyeColours)),
  body_type: v.nullable(v.picklist(bodyTypes)),
  relationship_status: v.nullable(v.picklist(relationshipStatuses)),
  interests: v.array(v.string()),
  images: v.array(imageSchema),
  liked: v.boolean(),
})
export type ProfileDetail = v.InferOutput<typeof profileDetailSchema>

export const userSchema = v.object({
  id: v.number(),
  email: v.string(),
  profile: profileSummarySchema,
  credits: v.number(),
  paid_user: v.boolean(),
  language: v.picklist(locales),
  signup_date: v.string(),
  status: v.picklist(userStatuses),
  notifications_disabled: v.array(v.picklist(notificationDisabledReasons)),
  unread_messages: v.number(),
  new_likes: v.number(),
  /**
   * What the member paid for their purchased credits (EU consumer rules: credits are shown with
   * their money value at this price per credit); null before a first purchase.
   */
  credit_price: v.nullable(
    v.object({ currency: v.picklist(currencies), amount: v.number(), credits: v.number() }),
  ),
  /**
   * The last purchase, while its refund days run and credits are left: the withdrawal function
   * links to it. `until` is when the right ends; the site hides the link after it.
   */
  withdrawal: v.nullable(v.object({ payment_id: v.string(), until: v.string() })),
})
export type User = v.InferOutput<typeof userSchema>

export const userResponseSchema = v.object({ user: userSchema })

const searchVisibility = v.picklist(['all', 'basic', 'none'])

export const settingsSchema = v.object({
  name: v.string(),
  domain: v.string(),
  domain_language: v.string(),
  cdn_prefix: v.string(),
  niche: v.number(),
  index_title: v.string(),
  description: v.string(),
  geoip_country: v.picklist(countries),
  geoip_selected_country: v.picklist(countries),
  signups: v.picklist(['all', 'with_trafficsource', 'other']),
  /**
   * Another brand of the deployment that takes signups, named by the invite-only notice
   * (decision 084); null or absent: none.
   */
  sister_brand: v.optional(v.nullable(v.object({ name: v.string(), domain: v.string() }))),
  logged_out_search: searchVisibility,
  logged_out_search_trafficsource: searchVisibility,
  push_public_key: v.nullable(v.string()),
  minimum_message_costs: v.record(
    v.string(),
    v.object({ costs: v.number(), currency: v.string() }),
  ),
  support_email: v.string(),
  support_phone: v.string(),
  enable_site_entry_popup: v.picklist(['yes', 'no']),
  fictional_icon: v.string(),
  fictional_warning: v.string(),
  fictional_singular: v.string(),
  fictional_plural: v.string(),
  countries: v.array(v.picklist(countries)),
  visible_profile_fields: v.array(v.picklist(profileFields)),
  visible_profile_notes: v.boolean(),
  region_data: v.record(
    v.string(),
    v.object({
      kind: v.picklist(regionKinds),
      label: v.string(),
      regions: v.array(v.object({ id: v.string(), name: v.string() })),
    }),
  ),
  message_credits: v.number(),
  signup_credits: v.number(),
  photo_credits: v.number(),
  gift_credits: v.number(),
  message_length: v.number(),
  company_name: v.string(),
  company_address: v.string(),
  company_kvk: v.string(),
  company_city: v.string(),
  company_country: v.string(),
  company_tradenames: v.array(v.string()),
  company_vat_numbers: v.array(v.string()),
  company_added: v.string(),
  company_id: v.number(),
  delete_discount: v.number(),
  search_fields: v.array(v.picklist(searchFields)),
  refund_days: v.number(),
  interests: v.boolean(),
  member_resell: v.boolean(),
  mail_name: v.string(),
  /** English pages use the US footer and en-US wording (SPEC §2). */
  us_footer: v.optional(v.boolean(), false),
})
export type Settings = v.InferOutput<typeof settingsSchema>

export const membersPageSchema = v.object({
  results: v.array(profileSummarySchema),
  numResults: v.number(),
  page: v.number(),
  pageSize: v.number(),
  /** Shown under the results when few profiles match the search. */
  similar_results: v.array(profileSummarySchema),
  similar_numResults: v.number(),
  /** numResults reached the count cap: there are at least that many ('10,000+'). */
  numResults_capped: v.optional(v.boolean(), false),
  /** The filters applied: 'basic' when a visitor may only browse (logged_out_search). */
  access: v.optional(v.picklist(['all', 'basic']), 'all'),
})
export type MembersPage = v.InferOutput<typeof membersPageSchema>

export const profileResponseSchema = v.object({
  profile: profileDetailSchema,
  related: v.array(profileSummarySchema),
})

export const interestsResponseSchema = v.object({
  interests: v.array(v.object({ id: v.string(), name: v.string(), icon: v.string() })),
})

export const regionsResponseSchema = v.object({ regions: settingsSchema.entries.region_data })

export const companyInfoSchema = v.object({
  name: v.string(),
  address: v.string(),
  kvk: v.string(),
  city: v.string(),
  country: v.string(),
  tradenames: v.array(v.string()),
  vat_numbers: v.array(v.string()),
  added: v.string(),
  id: v.number(),
  support_email: v.string(),
  support_phone: v.string(),
  terms_version_date: v.string(),
  /** Named in the imprint; empty when the brand has not set one. */
  managing_director: v.string(),
})
export const companyInfoResponseSchema = v.object({ company: companyInfoSchema })

export const chatItemSchema = v.object({
  conversation: v.object({ id: v.number(), updated_at: v.string() }),
  profile: profileSummarySchema,
  num_unread_messages: v.number(),
  last_message: v.nullable(v.string()),
})
export const chatsResponseSchema = v.object({ chats: v.array(chatItemSchema) })

export const likesResponseSchema = v.object({
  profiles: v.array(profileSummarySchema),
  /** `id` is the liker's profile id, so opening that profile can clear its like_new. */
  liked_by: v.array(
    v.object({ id: v.number(), like_new: v.boolean(), profile: profileSummarySchema }),
  ),
})

export const errorSchema = v.object({ error: v.string(), message: v.string() })
export type ApiError = v.InferOutput<typeof errorSchema>

/** The own profile: every picture unlocked (pending ones too) and which of them others see sharp. */
export const ownImageSchema = v.object({
  ...imageSchema.entries,
  free: v.boolean(),
  main: v.boolean(),
})
export type OwnImage = v.InferOutput<typeof ownImageSchema>

export const ownProfileSchema = v.object({
  ...v.omit(profileDetailSchema, ['images', 'liked']).entries,
  birthdate: v.string(),
  images: v.array(ownImageSchema),
  /** How many photos the member may have (SPEC §9: free 3, premium 25). */
  photo_limit: v.number(),
})
export type OwnProfile = v.InferOutput<typeof ownProfileSchema>

export const ownProfileResponseSchema = v.object({ profile: ownProfileSchema })

export const blocksResponseSchema = v.object({ profiles: v.array(profileSummarySchema) })

export const reportResponseSchema = v.object({
  report: v.object({ id: v.number(), status: v.literal('open') }),
})

export const complaintResponseSchema = v.object({
  complaint: v.object({ id: v.number(), status: v.literal('open') }),
})

export const okResponseSchema = v.object({ ok: v.literal(true) })

/** Answer of POST/DELETE /api/like.php and a swipe-game like: `match` when the like is mutual. */
export const likeResultSchema = v.object({
  liked: v.boolean(),
  match: v.boolean(),
  profile: profileSummarySchema,
})
export type LikeResult = v.InferOutput<typeof likeResultSchema>

/** GET /api/auto-like.php (SPEC §7): the profile of the like modal; `match` when mutual. */
export const autoLikeResponseSchema = v.object({
  match: v.boolean(),
  profile: profileSummarySchema,
})
export type AutoLike = v.InferOutput<typeof autoLikeResponseSchema>

/** GET /api/swipe-game.php: cards to like or pass and the likes left today. */
export const swipeGameSchema = v.object({
  cards: v.array(profileSummarySchema),
  likes_remaining: v.number(),
  likes_per_day: v.number(),
})
export type SwipeGame = v.InferOutput<typeof swipeGameSchema>

/** POST /api/swipe-game.php. */
export const swipeResultSchema = v.object({
  action: v.picklist(['like', 'pass']),
  match: v.boolean(),
  profile: profileSummarySchema,
  likes_remaining: v.number(),
})
export type SwipeResult = v.InferOutput<typeof swipeResultSchema>

/** GET /api/match-finder.php. */
export const matchFinderResponseSchema = v.object({
  suggestions: v.array(profileSummarySchema),
})
