import type { ProfileSummary } from '@dating/domain/entities'

/** A profile as the api's lists send it, without photos, for the machines' tests. */
export const testProfile = (id: number, name = `Profile ${id}`, age = 30): ProfileSummary => ({
  id,
  name,
  country: 'NL',
  region: null,
  main_image: null,
  age,
  gender: 'female',
  sexuality: 'hetero',
  status: 'active',
  fictional: false,
  image_count: 0,
})
