/**
 * The member's own profile (GET/PUT /api/own-profile.php) and its photos. The edit schema is
 * shared by the api and the site's form; its issue messages are catalogue ids
 * (`ownProfile.error.*`) so each side can show them in the member's language.
 */
import * as v from 'valibot'
import { countries, isRegionOf } from './countries.ts'
import { interests } from './interests.ts'
import { idSchema } from './ids.ts'
import {
  bodyTypes,
  eyeColours,
  genders,
  hairColours,
  relationshipStatuses,
  sexualities,
} from './profile-attributes.ts'

export const ownProfileLimits = {
  nameMin: 2,
  nameMax: 30,
  aboutMax: 2_000,
  heightMin: 120,
  heightMax: 230,
  interestsMax: 20,
} as const

/** Upload size cap of POST /api/photo.php. */
export const photoMaxBytes = 10 * 1024 * 1024

/** Image types an upload may be (as sharp names them); anything else is refused. */
export const photoFormats = ['jpeg', 'png', 'webp', 'gif', 'heif'] as const

/** The catalogue ids the edit schema's issues carry. */
export const ownProfileErrorIds = [
  'ownProfile.error.about',
  'ownProfile.error.choose',
  'ownProfile.error.height',
  'ownProfile.error.interests',
  'ownProfile.error.invalid',
  'ownProfile.error.name',
  'ownProfile.error.nameAt',
  'ownProfile.error.nameEmail',
  'ownProfile.error.region',
] as const
export type OwnProfileErrorId = (typeof ownProfileErrorIds)[number]

const isOwnProfileErrorId = (message: string): message is OwnProfileErrorId =>
  (ownProfileErrorIds as readonly string[]).includes(message)

const nullablePick = <const T extends readonly string[]>(options: T, message: string) =>
  v.nullable(v.picklist(options, message))

export const ownProfileEditSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string('ownProfile.error.name'),
      v.trim(),
      v.minLength(ownProfileLimits.nameMin, 'ownProfile.error.name'),
      v.maxLength(ownProfileLimits.nameMax, 'ownProfile.error.name'),
      // SPEC §5: a username must not start with @ (nor be an email address, checked by the api).
      v.check((name) => !name.startsWith('@'), 'ownProfile.error.nameAt'),
    ),
    about: v.pipe(
      v.string('ownProfile.error.about'),
      v.trim(),
      v.maxLength(ownProfileLimits.aboutMax, 'ownProfile.error.about'),
    ),
    gender: v.picklist(genders, 'ownProfile.error.choose'),
    sexuality: v.picklist(sexualities, 'ownProfile.error.choose'),
    country: v.picklist(countries, 'ownProfile.error.choose'),
    region: v.nullable(v.pipe(v.string('ownProfile.error.region'), v.maxLength(12))),
    height: v.nullable(
      v.pipe(
        v.number('ownProfile.error.height'),
        v.integer('ownProfile.error.height'),
        v.minValue(ownProfileLimits.heightMin, 'ownProfile.error.height'),
        v.maxValue(ownProfileLimits.heightMax, 'ownProfile.error.height'),
      ),
    ),
    hair_colour: nullablePick(hairColours, 'ownProfile.error.choose'),
    eye_colour: nullablePick(eyeColours, 'ownProfile.error.choose'),
    body_type: nullablePick(bodyTypes, 'ownProfile.error.choose'),
    relationship_status: nullablePick(relationshipStatuses, 'ownProfile.error.choose'),
    interests: v.pipe(
      v.array(v.picklist(interests, 'ownProfile.error.interests'), 'ownProfile.error.interests'),
      v.maxLength(ownProfileLimits.interestsMax, 'ownProfile.error.interests'),
      v.check((list) => new Set(list).size === list.length, 'ownProfile.error.interests'),
    ),
  }),
  v.forward(
    v.check(
      (input) => input.region === null || isRegionOf(input.country, input.region),
      'ownProfile.error.region',
    ),
    ['region'],
  ),
)
export type OwnProfileEdit = v.InferOutput<typeof ownProfileEditSchema>
export type OwnProfileField = keyof OwnProfileEdit

/** Field -> catalogue id of the first problem, for showing errors beside each field. */
export function ownProfileFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
): Partial<Record<OwnProfileField, OwnProfileErrorId>> {
  const errors: Partial<Record<OwnProfileField, OwnProfileErrorId>> = {}
  for (const issue of issues) {
    const field = issue.path?.[0]?.key
    if (typeof field !== 'string' || field in errors) continue
    errors[field as OwnProfileField] = isOwnProfileErrorId(issue.message)
      ? issue.message
      : 'ownProfile.error.invalid'
  }
  return errors
}

export const setMainPhotoSchema = v.object({ id: idSchema, main: v.literal(true) })
export const deletePhotoSchema = v.object({ id: idSchema })
