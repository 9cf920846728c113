import type { OwnProfile } from '@dating/domain/entities'
import {
  type OwnProfileEdit,
  type OwnProfileErrorId,
  type OwnProfileField,
  ownProfileEditSchema,
  ownProfileFieldErrors,
} from '@dating/domain/own-profile'
import * as v from 'valibot'

/** What the form shows: the saved profile, or what the member typed when saving failed. */
export type OwnProfileFormValues = {
  name: string
  about: string
  gender: string
  sexuality: string
  country: string
  region: string
  height: string
  hair_colour: string
  eye_colour: string
  body_type: string
  relationship_status: string
  interests: string[]
}

export function formValuesOf(profile: OwnProfile): OwnProfileFormValues {
  return {
    name: profile.name,
    about: profile.about,
    gender: profile.gender,
    sexuality: profile.sexuality,
    country: profile.country,
    region: profile.region ?? '',
    height: profile.height === null ? '' : String(profile.height),
    hair_colour: profile.hair_colour ?? '',
    eye_colour: profile.eye_colour ?? '',
    body_type: profile.body_type ?? '',
    relationship_status: profile.relationship_status ?? '',
    interests: profile.interests,
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, 4_000) : ''
}

export function formValuesFrom(form: FormData): OwnProfileFormValues {
  return {
    name: text(form, 'name'),
    about: text(form, 'about'),
    gender: text(form, 'gender'),
    sexuality: text(form, 'sexuality'),
    country: text(form, 'country'),
    region: text(form, 'region'),
    height: text(form, 'height').trim(),
    hair_colour: text(form, 'hair_colour'),
    eye_colour: text(form, 'eye_colour'),
    body_type: text(form, 'body_type'),
    relationship_status: text(form, 'relationship_status'),
    interests: form
      .getAll('interests')
      .filter((value): value is string => typeof value === 'string')
      .slice(0, 100),
  }
}

const orNull = (value: string) => (value === '' ? null : value)

/** Empty choices mean "not specified"; the height is a number or nothing. */
export function parseOwnProfileForm(
  values: OwnProfileFormValues,
):
  | { success: true; edit: OwnProfileEdit }
  | { success: false; errors: Partial<Record<OwnProfileField, OwnProfileErrorId>> } {
  const height = values.height === '' ? null : Number(values.height)
  const result = v.safeParse(ownProfileEditSchema, {
    ...values,
    region: orNull(values.region),
    height: Number.isNaN(height) ? values.height : height,
    hair_colour: orNull(values.hair_colour),
    eye_colour: orNull(values.eye_colour),
    body_type: orNull(values.body_type),
    relationship_status: orNull(values.relationship_status),
  })
  if (result.success) return { success: true, edit: result.output }
  return { success: false, errors: ownProfileFieldErrors(result.issues) }
}
