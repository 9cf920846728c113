import { describe, expect, it } from 'vitest'
import { membersSearchHref, parseMembersSearch } from './members-search.ts'

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
