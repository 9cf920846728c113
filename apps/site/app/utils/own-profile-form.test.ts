import { describe, expect, it } from 'vitest'
import { formValuesFrom, parseOwnProfileForm } from './own-profile-form.ts'

function form(entries: Array<[string, string]>): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

const valid: Array<[string, string]> = [
  ['name', ' Robin '],
  ['about', 'Hello'],
  ['gender', 'female'],
  ['sexuality', 'bi'],
  ['country', 'NL'],
  ['region', 'NL-UT'],
  ['height', '172'],
  ['hair_colour', ''],
  ['eye_colour', 'green'],
  ['body_type', ''],
  ['relationship_status', 'single'],
  ['interests', 'coffee'],
  ['interests', 'hiking'],
]

describe('parseOwnProfileForm', () => {
  it('turns the form into an edit: empty choices are null, the height a number', () => {
    const result = parseOwnProfileForm(formValuesFrom(form(valid)))
    expect(result).toEqual({
      success: true,
      edit: {
        name: 'Robin',
        about: 'Hello',
        gender: 'female',
        sexuality: 'bi',
        country: 'NL',
        region: 'NL-UT',
        height: 172,
        hair_colour: null,
        eye_colour: 'green',
        body_type: null,
        relationship_status: 'single',
        interests: ['coffee', 'hiking'],
      },
    })
  })

  it('names each bad field with a catalogue id', () => {
    const entries = valid.map(([name, value]): [string, string] => {
      if (name === 'name') return [name, '@x']
      if (name === 'region') return [name, 'DE-BE']
      if (name === 'height') return [name, 'tall']
      return [name, value]
    })
    const result = parseOwnProfileForm(formValuesFrom(form(entries)))
    expect(result).toEqual({
      success: false,
      errors: {
        name: 'ownProfile.error.nameAt',
        height: 'ownProfile.error.height',
      },
    })
  })

  it('checks the region against the country once the fields are fine', () => {
    const entries = valid.map(([name, value]): [string, string] =>
      name === 'region' ? [name, 'DE-BE'] : [name, value],
    )
    expect(parseOwnProfileForm(formValuesFrom(form(entries)))).toEqual({
      success: false,
      errors: { region: 'ownProfile.error.region' },
    })
  })

  it('refuses interests that are not in the list', () => {
    const result = parseOwnProfileForm(formValuesFrom(form([...valid, ['interests', 'knitting']])))
    expect(result).toEqual({ success: false, errors: { interests: 'ownProfile.error.interests' } })
  })
})
