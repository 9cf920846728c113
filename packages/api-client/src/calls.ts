import {
  type DeletionReason,
  deleteAccountResponseSchema,
  type StartDeletionFlowInput,
} from '@dating/domain/account'
import type { Country } from '@dating/domain/countries'
import type { LoginInput } from '@dating/domain/credentials'
import { type DiscountCode, discountCodeResponseSchema } from '@dating/domain/discount-codes'
import {
  chatsResponseSchema,
  companyInfoResponseSchema,
  interestsResponseSchema,
  likesResponseSchema,
  type AutoLike,
  autoLikeResponseSchema,
  type LikeResult,
  likeResultSchema,
  type SwipeGame,
  blocksResponseSchema,
  okResponseSchema,
  type OwnProfile,
  ownProfileResponseSchema,
  reportResponseSchema,
  complaintResponseSchema,
  swipeGameSchema,
  type SwipeResult,
  swipeResultSchema,
  matchFinderResponseSchema,
  type MembersPage,
  type ProfileSummary,
  profileSummarySchema,
  membersPageSchema,
  profileResponseSchema,
  regionsResponseSchema,
  type Settings,
  settingsSchema,
  type User,
  userResponseSchema,
  userSchema,
} from '@dating/domain/entities'
import type { LikeInput, MatchFinderQuery, SwipeInput } from '@dating/domain/likes'
import type { Locale } from '@dating/domain/locales'
import type { MembersSearch } from '@dating/domain/members-search'
import type { OwnProfileEdit } from '@dating/domain/own-profile'
import type { ComplaintInput, ReportInput } from '@dating/domain/safety'
import type { SignupForm } from '@dating/domain/signup'
import type { Tracking } from '@dating/domain/tracking'
import * as v from 'valibot'
import type { ApiClient, CallOptions, QueryValue } from './client.ts'

export type Interest = v.InferOutput<typeof interestsResponseSchema>['interests'][number]
export type Regions = v.InferOutput<typeof regionsResponseSchema>['regions']
export type CompanyInfo = v.InferOutput<typeof companyInfoResponseSchema>['company']
export type ProfileWithRelated = v.InferOutput<typeof profileResponseSchema>
export type ChatItem = v.InferOutput<typeof chatsResponseSchema>['chats'][number]
export type Likes = v.InferOutput<typeof likesResponseSchema>

/** The page query passed through to settings.php, plus `domain` forced from the host. */
export type SettingsQuery = { domain?: string } & Record<string, QueryValue>

export type MembersSearchQuery = Partial<MembersSearch>

/** PUT /api/reset-password.php: the mailed token and the new password typed twice. */
export interface PasswordResetInput {
  token: string
  password: string
  password_repeat: string
}

const logoutResponseSchema = v.object({ ok: v.literal(true) })

/** The body of POST /api/signup.php (docs/api.md, Accounts). */
export type SignupInput = SignupForm & {
  target_profile_id?: number
  /** The visitor pressed Like on the target: the new account likes it. */
  like_target?: boolean
  /** Left out, the api takes the `tracking` cookie. */
  tracking?: Tracking
  /** Whose calendar day counts for the minimum age: the visitor's. */
  time_zone?: string
}

const signupResponseSchema = v.object({ user: userSchema, activation_pending: v.boolean() })
export type SignupResult = { user: User; activationPending: boolean }

/** PUT /api/password.php: the old password and the new one twice. */
export type PasswordChange = { old_password: string; password: string; password_repeat: string }
/** DELETE /api/user.php: why the member leaves, and their password to confirm it. */
export type AccountDeletion = { reason: DeletionReason | null; note?: string; password: string }

const loginLinkResponseSchema = v.object({ token: v.string(), expires_at: v.string() })
/** A one-time login link's token (docs/api.md, Accounts): short-lived, works once. */
export type LoginLink = v.InferOutput<typeof loginLinkResponseSchema>

const signupMatchesResponseSchema = v.object({ profiles: v.array(profileSummarySchema) })

export interface ApiOptions {
  /**
   * Keep settings, interests, regions and company info in memory once loaded (SPEC §7), for
   * a long-lived browser client. Cached answers do not call `onResponse`.
   */
  cache?: boolean
}

export interface Api {
  getSettings(query?: SettingsQuery, call?: CallOptions): Promise<Settings>
  /**
   * POST /api/user.php. `reactivate` logs in to an account pending deletion and restores it
   * (without it that answers 409 account_pending_deletion); 429 login_blocked while locked out.
   */
  login(credentials: LoginInput & { reactivate?: boolean }, call?: CallOptions): Promise<User>
  /** POST /api/activate.php with the mailed token: activates and logs in; 400 activation_failed. */
  activate(token: string, call?: CallOptions): Promise<User>
  /** Mails a reset link when the address has an account, answering the same either way. */
  requestPasswordReset(email: string, call?: CallOptions): Promise<void>
  /** Whether a reset link still works; 400 link_invalid when not. */
  checkPasswordResetToken(token: string, call?: CallOptions): Promise<void>
  /** Sets the new password and logs in; 400 link_invalid, passwords_differ, validation_failed. */
  resetPassword(input: PasswordResetInput, call?: CallOptions): Promise<User>
  getCurrentUser(call?: CallOptions): Promise<User>
  updateUser(changes: { language: Locale }, call?: CallOptions): Promise<User>
  logout(call?: CallOptions): Promise<void>
  /** POST /api/signup.php: creates the account and logs it in (sets `sid`). */
  signup(input: SignupInput, call?: CallOptions): Promise<SignupResult>
  /**
   * POST /api/user.php with a one-time login link's token and the nonce of the browser that
   * asked for it (its `login_binding` cookie): logs in like the login; another browser's nonce
   * (or none) is 401 login_link_other_browser.
   */
  loginWithToken(token: string, binding: string | undefined, call?: CallOptions): Promise<User>
  /**
   * POST /api/login-link.php: a token that logs the session's member in on another host, bound
   * to the SHA-256 (base64url) of a nonce the browser keeps there.
   */
  createLoginLink(binding: string, call?: CallOptions): Promise<LoginLink>
  /** POST /api/activation-mail.php: the activation mail once more. */
  sendActivationMail(call?: CallOptions): Promise<void>
  /** GET /api/signup-matches.php: profiles to like right after joining. */
  getSignupMatches(call?: CallOptions): Promise<ProfileSummary[]>
  getInterests(call?: CallOptions): Promise<Interest[]>
  getRegions(country?: Country, call?: CallOptions): Promise<Regions>
  getCompanyInfo(call?: CallOptions): Promise<CompanyInfo>
  listMembers(search: MembersSearchQuery, call?: CallOptions): Promise<MembersPage>
  getProfile(id: number, call?: CallOptions): Promise<ProfileWithRelated>
  getChats(call?: CallOptions): Promise<ChatItem[]>
  getLikes(call?: CallOptions): Promise<Likes>
  /** POST /api/like.php; `match` is true when the other side liked the member already. */
  like(input: LikeInput, call?: CallOptions): Promise<LikeResult>
  unlike(profileId: number, call?: CallOptions): Promise<LikeResult>
  /** GET /api/auto-like.php: the profile of the like modal; 404 no_match when there is none. */
  getAutoLike(call?: CallOptions): Promise<AutoLike>
  getSwipeGame(call?: CallOptions): Promise<SwipeGame>
  /** A swipe-game like or pass; the 5th like of a day fails with 429 daily_like_limit. */
  swipe(input: SwipeInput, call?: CallOptions): Promise<SwipeResult>
  findMatches(query: MatchFinderQuery, call?: CallOptions): Promise<ProfileSummary[]>
  getOwnProfile(call?: CallOptions): Promise<OwnProfile>
  updateOwnProfile(edit: OwnProfileEdit, call?: CallOptions): Promise<OwnProfile>
  /** Multipart upload of one picture (field `photo`); answers the own profile with it. */
  uploadPhoto(photo: Blob, fileName: string, call?: CallOptions): Promise<OwnProfile>
  setMainPhoto(id: number, call?: CallOptions): Promise<OwnProfile>
  deletePhoto(id: number, call?: CallOptions): Promise<OwnProfile>
  block(profileId: number, call?: CallOptions): Promise<void>
  unblock(profileId: number, call?: CallOptions): Promise<void>
  getBlocks(call?: CallOptions): Promise<ProfileSummary[]>
  report(input: ReportInput, call?: CallOptions): Promise<{ id: number; status: 'open' }>
  /** POST /api/complaint.php: a public notice (EU DSA Art. 16); no session needed. */
  sendComplaint(input: ComplaintInput, call?: CallOptions): Promise<{ id: number; status: 'open' }>
  /** PUT /api/password.php; ends every other session of the member. */
  changePassword(change: PasswordChange, call?: CallOptions): Promise<void>
  /** POST /api/mail-change.php: mails a confirmation link to the new address. */
  requestMailChange(request: { email: string; password: string }, call?: CallOptions): Promise<void>
  /** PUT /api/mail-change.php with the mailed token; the member with the new email. */
  confirmMailChange(token: string, call?: CallOptions): Promise<User>
  /** DELETE /api/user.php; answers the last day the account can be reactivated. */
  deleteAccount(
    deletion: AccountDeletion,
    call?: CallOptions,
  ): Promise<{ reactivate_until: string }>
  /** POST /api/reactivate.php with the mailed token; logs the member in again. */
  reactivateAccount(token: string, call?: CallOptions): Promise<User>
  /**
   * POST /api/deletion-flow.php: the member's reason and password start the deletion flow; the
   * retention offer is given only inside such a flow. A wrong password is a 400
   * old_password_wrong (counted like a failed login), a 429 login_blocked after too many.
   */
  startDeletionFlow(start: StartDeletionFlowInput, call?: CallOptions): Promise<void>
  /**
   * POST /api/retention-offer.php: the brand's delete_discount as the member's code, once per
   * account (the same code when asked again while it is live); a 404 not_found when the brand
   * offers none, a 409 deletion_not_started outside a deletion flow for `too_expensive`, a 409
   * retention_offer_used after the code was used or expired.
   */
  claimRetentionOffer(call?: CallOptions): Promise<DiscountCode>
  /** GET /api/discountcode.php: a code the member may use; a 404 code_not_found otherwise. */
  getDiscountCode(code: string, call?: CallOptions): Promise<DiscountCode>
  /** Forgets every cached answer, e.g. after the language changed. */
  clearCache(): void
}

/** The fixed order keeps URLs, and so HTTP caches and logs, stable for the same search. */
export function membersSearchQuery(search: MembersSearchQuery): Record<string, QueryValue> {
  return {
    gender: search.gender,
    country: search.country,
    countryregion: search.countryregion,
    min_age: search.min_age,
    max_age: search.max_age,
    radius_km: search.radius_km,
    page: search.page,
  }
}

export function createApi(client: ApiClient, options: ApiOptions = {}): Api {
  const cache = new Map<string, Promise<unknown>>()

  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!options.cache) return load()
    const hit = cache.get(key)
    if (hit) return hit as Promise<T>
    const pending = load()
    cache.set(key, pending)
    pending.catch(() => {
      if (cache.get(key) === pending) cache.delete(key)
    })
    return pending
  }

  return {
    getSettings: (query = {}, call) =>
      cached(`settings${JSON.stringify(query)}`, async () => {
        const { data } = await client.request(settingsSchema, {
          ...call,
          path: '/api/settings.php',
          query,
        })
        return data
      }),

    login: async (credentials, call) => {
      const { data } = await client.request(userResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/user.php',
        body: {
          email: credentials.email,
          password: credentials.password,
          ...(credentials.reactivate ? { reactivate: true } : {}),
        },
      })
      return data.user
    },

    activate: async (token, call) => {
      const { data } = await client.request(userResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/activate.php',
        body: { token },
      })
      return data.user
    },

    requestPasswordReset: async (email, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/reset-password.php',
        body: { email },
      })
    },

    checkPasswordResetToken: async (token, call) => {
      await client.request(okResponseSchema, {
        ...call,
        path: '/api/reset-password.php',
        query: { token },
      })
    },

    resetPassword: async (input, call) => {
      const { data } = await client.request(userResponseSchema, {
        ...call,
        method: 'PUT',
        path: '/api/reset-password.php',
        body: {
          token: input.token,
          password: input.password,
          password_repeat: input.password_repeat,
        },
      })
      return data.user
    },

    getCurrentUser: async (call) => {
      const headers = new Headers(call?.headers)
      // SPEC §7: the current-user fetch declares itself a client request.
      headers.set('request-type', 'client')
      const { data } = await client.request(userResponseSchema, {
        ...call,
        headers,
        path: '/api/user.php',
      })
      return data.user
    },

    updateUser: async (changes, call) => {
      const { data } = await client.request(userResponseSchema, {
        ...call,
        method: 'PUT',
        path: '/api/user.php',
        body: { language: changes.language },
      })
      // Interest names and region labels come back in the new language from now on.
      cache.clear()
      return data.user
    },

    logout: async (call) => {
      await client.request(logoutResponseSchema, { ...call, path: '/api/logout.php' })
    },

    signup: async (input, call) => {
      const { data } = await client.request(signupResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/signup.php',
        body: input,
      })
      return { user: data.user, activationPending: data.activation_pending }
    },

    loginWithToken: async (token, binding, call) => {
      const { data } = await client.request(userResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/user.php',
        body: binding === undefined ? { login_token: token } : { login_token: token, binding },
      })
      return data.user
    },

    createLoginLink: async (binding, call) => {
      const { data } = await client.request(loginLinkResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/login-link.php',
        body: { binding },
      })
      return data
    },

    sendActivationMail: async (call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/activation-mail.php',
      })
    },

    getSignupMatches: async (call) => {
      const { data } = await client.request(signupMatchesResponseSchema, {
        ...call,
        path: '/api/signup-matches.php',
      })
      return data.profiles
    },

    getInterests: (call) =>
      cached('interests', async () => {
        const { data } = await client.request(interestsResponseSchema, {
          ...call,
          path: '/api/interests.php',
        })
        return data.interests
      }),

    getRegions: (country, call) =>
      cached(`regions:${country ?? ''}`, async () => {
        const { data } = await client.request(regionsResponseSchema, {
          ...call,
          path: '/api/regions.php',
          query: { country },
        })
        return data.regions
      }),

    getCompanyInfo: (call) =>
      cached('companyinfo', async () => {
        const { data } = await client.request(companyInfoResponseSchema, {
          ...call,
          path: '/api/companyinfo.php',
        })
        return data.company
      }),

    listMembers: async (search, call) => {
      const { data } = await client.request(membersPageSchema, {
        ...call,
        path: '/api/members.php',
        query: membersSearchQuery(search),
      })
      return data
    },

    getProfile: async (id, call) => {
      const { data } = await client.request(profileResponseSchema, {
        ...call,
        path: '/api/profile.php',
        query: { id },
      })
      return data
    },

    getChats: async (call) => {
      const { data } = await client.request(chatsResponseSchema, {
        ...call,
        path: '/api/chats.php',
      })
      return data.chats
    },

    getLikes: async (call) => {
      const { data } = await client.request(likesResponseSchema, {
        ...call,
        path: '/api/likes.php',
      })
      return data
    },

    like: async (input, call) => {
      const { data } = await client.request(likeResultSchema, {
        ...call,
        method: 'POST',
        path: '/api/like.php',
        body: { profile_id: input.profile_id, source: input.source },
      })
      return data
    },

    unlike: async (profileId, call) => {
      const { data } = await client.request(likeResultSchema, {
        ...call,
        method: 'DELETE',
        path: '/api/like.php',
        body: { profile_id: profileId },
      })
      return data
    },

    getAutoLike: async (call) => {
      const { data } = await client.request(autoLikeResponseSchema, {
        ...call,
        path: '/api/auto-like.php',
      })
      return data
    },

    getSwipeGame: async (call) => {
      const { data } = await client.request(swipeGameSchema, {
        ...call,
        path: '/api/swipe-game.php',
      })
      return data
    },

    swipe: async (input, call) => {
      const { data } = await client.request(swipeResultSchema, {
        ...call,
        method: 'POST',
        path: '/api/swipe-game.php',
        body: { profile_id: input.profile_id, action: input.action },
      })
      return data
    },

    findMatches: async (query, call) => {
      const { data } = await client.request(matchFinderResponseSchema, {
        ...call,
        path: '/api/match-finder.php',
        query: { age: query.age, gender: query.gender, countryregion: query.countryregion },
      })
      return data.suggestions
    },

    getOwnProfile: async (call) => {
      const { data } = await client.request(ownProfileResponseSchema, {
        ...call,
        path: '/api/own-profile.php',
      })
      return data.profile
    },

    updateOwnProfile: async (edit, call) => {
      const { data } = await client.request(ownProfileResponseSchema, {
        ...call,
        method: 'PUT',
        path: '/api/own-profile.php',
        body: edit,
      })
      return data.profile
    },

    uploadPhoto: async (photo, fileName, call) => {
      const form = new FormData()
      form.append('photo', photo, fileName)
      const { data } = await client.request(ownProfileResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/photo.php',
        body: form,
      })
      return data.profile
    },

    setMainPhoto: async (id, call) => {
      const { data } = await client.request(ownProfileResponseSchema, {
        ...call,
        method: 'PUT',
        path: '/api/photo.php',
        body: { id, main: true },
      })
      return data.profile
    },

    deletePhoto: async (id, call) => {
      const { data } = await client.request(ownProfileResponseSchema, {
        ...call,
        method: 'DELETE',
        path: '/api/photo.php',
        body: { id },
      })
      return data.profile
    },

    block: async (profileId, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/block.php',
        body: { profile_id: profileId },
      })
    },

    unblock: async (profileId, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'DELETE',
        path: '/api/block.php',
        body: { profile_id: profileId },
      })
    },

    getBlocks: async (call) => {
      const { data } = await client.request(blocksResponseSchema, {
        ...call,
        path: '/api/blocks.php',
      })
      return data.profiles
    },

    report: async (input, call) => {
      const { data } = await client.request(reportResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/report.php',
        body: { profile_id: input.profile_id, reason: input.reason, note: input.note ?? '' },
      })
      return data.report
    },

    sendComplaint: async (input, call) => {
      const { data } = await client.request(complaintResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/complaint.php',
        body: input,
      })
      return data.complaint
    },

    changePassword: async (change, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'PUT',
        path: '/api/password.php',
        body: {
          old_password: change.old_password,
          password: change.password,
          password_repeat: change.password_repeat,
        },
      })
    },

    requestMailChange: async (request, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/mail-change.php',
        body: { email: request.email, password: request.password },
      })
    },

    confirmMailChange: async (token, call) => {
      const { data } = await client.request(userResponseSchema, {
        ...call,
        method: 'PUT',
        path: '/api/mail-change.php',
        body: { token },
      })
      return data.user
    },

    deleteAccount: async (deletion, call) => {
      const { data } = await client.request(deleteAccountResponseSchema, {
        ...call,
        method: 'DELETE',
        path: '/api/user.php',
        body: { reason: deletion.reason, note: deletion.note ?? '', password: deletion.password },
      })
      return { reactivate_until: data.reactivate_until }
    },

    reactivateAccount: async (token, call) => {
      const { data } = await client.request(userResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/reactivate.php',
        body: { token },
      })
      return data.user
    },

    startDeletionFlow: async (start, call) => {
      await client.request(okResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/deletion-flow.php',
        body: start,
      })
    },

    claimRetentionOffer: async (call) => {
      const { data } = await client.request(discountCodeResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/retention-offer.php',
        body: {},
      })
      return data.discount
    },

    getDiscountCode: async (code, call) => {
      const { data } = await client.request(discountCodeResponseSchema, {
        ...call,
        path: '/api/discountcode.php',
        query: { code },
      })
      return data.discount
    },

    clearCache: () => cache.clear(),
  }
}
