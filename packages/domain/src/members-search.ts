import * as v from 'valibot'
import { countries } from './countries.ts'
import { limits } from './constants.ts'
import { genders } from './profile-attributes.ts'

const age = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  v.integer(),
  v.minValue(limits.minimumAge),
  v.maxValue(limits.maximumAge),
)

/**
 * The members search of SPEC §3 (Search state), as it appears in the URL query and in
 * GET /api/members.php. Every field is optional; `page` starts at 1.
 */
export const membersSearchSchema = v.object({
  gender: v.optional(v.picklist(genders)),
  country: v.optional(v.picklist(countries)),
  countryregion: v.optional(v.pipe(v.string(), v.maxLength(12))),
  min_age: v.optional(age),
  max_age: v.optional(age),
  page: v.optional(
    v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(10_000)),
    1,
  ),
})
export type MembersSearch = v.InferOutput<typeof membersSearchSchema>
export const searchFields = ['gender', 'country', 'countryregion', 'age'] as const
export type SearchField = (typeof searchFields)[number]
