/**
 * Discount codes (SPEC §3 "Discount code"): a percentage off a credit purchase. The only codes
 * handed out so far are retention offers: a member about to delete their account because it
 * is too expensive may keep it and take the brand's `delete_discount` instead (decisions 011h and 032d).
 */
import * as v from 'valibot'

export const discountCodeStatuses = ['active', 'used', 'expired'] as const
export type DiscountCodeStatus = (typeof discountCodeStatuses)[number]

/** `once`: one purchase; `unlimited`: any number of purchases until it expires. */
export const discountCodeValidities = ['once', 'unlimited'] as const
export type DiscountCodeValidity = (typeof discountCodeValidities)[number]

export const discountCodePurposes = ['retention', 'welcome', 'campaign'] as const
export type DiscountCodePurpose = (typeof discountCodePurposes)[number]

/** How long a retention code works after it is handed out. */
export const retentionCodeDays = 30
/** `STAY-` and 8 characters of base32 (RFC 4648 alphabet). */
export const retentionCodePrefix = 'STAY-'
export const discountCodeMaxLength = 40

/** The query of GET /api/discountcode.php: a code, or `welcome=true` for the welcome code. */
export const discountCodeQuerySchema = v.union([
  v.object({ welcome: v.literal('true') }),
  v.object({
    code: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(discountCodeMaxLength)),
  }),
])

/** A discount code as the api answers it (SPEC §3 names). */
export const discountCodeSchema = v.object({
  code: v.string(),
  country: v.nullable(v.string()),
  user_id: v.nullable(v.number()),
  /** ISO date-time. */
  expires: v.string(),
  value_percentage: v.number(),
  currency: v.nullable(v.string()),
  /** Cents, or null when any order qualifies. */
  minimum_order_value: v.nullable(v.number()),
  status: v.picklist(discountCodeStatuses),
  validity: v.picklist(discountCodeValidities),
  /** Past its expiry or marked expired, computed when answered. */
  expired: v.boolean(),
  /** Payment methods it applies to; empty means all. */
  paymentmethods: v.array(v.string()),
})
export type DiscountCode = v.InferOutput<typeof discountCodeSchema>

export const discountCodeResponseSchema = v.object({ discount: discountCodeSchema })
export type DiscountCodeResponse = v.InferOutput<typeof discountCodeResponseSchema>

/** GET /api/discountcodes.php: the codes the member may choose at checkout. */
export const discountCodesResponseSchema = v.object({ discounts: v.array(discountCodeSchema) })
