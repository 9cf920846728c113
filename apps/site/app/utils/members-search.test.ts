import { describe, expect, it } from 'vitest'
import {
  fittingSearch,
  membersSearchHref,
  pagesToRender,
  parseMembersSearch,
  readMembersSearch,
  withoutEmptySearchFields,
} from './members-search.ts'

describe('parseMembersSearch', () => {
  it('reads every field of the search from the query', () => {
    expect(
      parseMembersSearch(
        new URLSearchParams(
          'gender=female&country=NL&countryregion=NL-UT&min_age=25&max_age=40&page=3',
        ),
      ),
    ).toEqual({
      gender: 'female',
      country: 'NL',
      countryregion: 'NL-UT',
      min_age: 25,
      max_age: 40,
      page: 3,
    })
  })

  it('drops empty and invalid fields but keeps the rest', () => {
    expect(
      parseMembersSearch(new URLSearchParams('gender=&country=XX&min_age=12&max_age=30&page=zero')),
    ).toEqual({ max_age: 30, page: 1 })
  })

  it('ignores a region without its country', () => {
    expect(parseMembersSearch(new URLSearchParams('countryregion=NL-UT'))).toEqual({ page: 1 })
  })
})

describe('membersSearchHref', () => {
  it('keeps the search and sets the page', () => {
    expect(membersSearchHref({ gender: 'male', country: 'DE', page: 1 }, 2)).toBe(
      '/members?gender=male&country=DE&page=2',
    )
    expect(membersSearchHref({ gender: 'male' }, 1)).toBe('/members?gender=male')
    expect(membersSearchHref({})).toBe('/members')
  })
})

describe('withoutEmptySearchFields', () => {
  const of = (path: string) => withoutEmptySearchFields(new URL(path, 'http://localhost'))

  it('drops the empty fields a form sent without its code, keeping the rest in order', () => {
    expect(of('/members?gender=male&country=DE&countryregion=&min_age=&max_age=')).toBe(
      '/members?gender=male&country=DE',
    )
    expect(of('/members?gender=&country=&min_age=+&lb=1')).toBe('/members?lb=1')
    // Every field empty is a search for everyone, not the member's fitting search.
    expect(of('/members?gender=&country=')).toBe('/members?all=1')
  })

  it('leaves an address without empty search fields alone', () => {
    expect(of('/members?gender=female&page=2')).toBeNull()
    expect(of('/members?lb=')).toBeNull()
    expect(of('/members')).toBeNull()
  })
})

describe('readMembersSearch', () => {
  it('names ages out of range and leaves them out', () => {
    expect(readMembersSearch(new URLSearchParams('min_age=12&max_age=120&gender=male'))).toEqual({
      search: { gender: 'male', page: 1 },
      errors: { min_age: 'search.error.ageRange', max_age: 'search.error.ageRange' },
    })
  })

  it('names a maximum below the minimum and searches without both', () => {
    expect(readMembersSearch(new URLSearchParams('min_age=40&max_age=30'))).toEqual({
      search: { page: 1 },
      errors: { max_age: 'search.error.ageOrder' },
    })
  })

  it('drops a region of another country', () => {
    expect(readMembersSearch(new URLSearchParams('country=DE&countryregion=NL-UT')).search).toEqual(
      { country: 'DE', page: 1 },
    )
  })
})

describe('pagesToRender', () => {
  it('renders the asked page and a few before it', () => {
    expect(pagesToRender(1, 5)).toEqual([1])
    expect(pagesToRender(3, 5)).toEqual([1, 2, 3])
    expect(pagesToRender(12, 5)).toEqual([8, 9, 10, 11, 12])
  })
})

describe('fittingSearch', () => {
  it('starts from whom the member looks for, their country and a radius around their region', () => {
    expect(
      fittingSearch({ gender: 'male', sexuality: 'hetero', country: 'NL', region: 'NL-UT' }),
    ).toEqual({ gender: 'female', country: 'NL', radius_km: 100 })
    expect(
      fittingSearch({ gender: 'female', sexuality: 'homo', country: 'DE', region: null }),
    ).toEqual({ gender: 'female', country: 'DE' })
    expect(fittingSearch({ gender: 'male', sexuality: 'bi', country: 'GB', region: null })).toEqual(
      {
        country: 'GB',
      },
    )
  })
})
