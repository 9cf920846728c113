import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  filtersFor,
  membersMaxPage,
  membersSearchProblems,
  membersSearchSchema,
  searchAccess,
} from './members-search.ts'

describe('membersSearchSchema', () => {
  it('reads query strings into typed fields with page 1 by default', () => {
    expect(v.parse(membersSearchSchema, { gender: 'female', min_age: '25' })).toEqual({
      gender: 'female',
      min_age: 25,
      page: 1,
    })
  })

  it('refuses ages outside 18 to 99 and pages past the counted results', () => {
    expect(v.safeParse(membersSearchSchema, { min_age: '17' }).success).toBe(false)
    expect(v.safeParse(membersSearchSchema, { max_age: '100' }).success).toBe(false)
    expect(v.safeParse(membersSearchSchema, { page: String(membersMaxPage) }).success).toBe(true)
    expect(v.safeParse(membersSearchSchema, { page: String(membersMaxPage + 1) }).success).toBe(
      false,
    )
  })
})

describe('membersSearchProblems', () => {
  it('accepts a region of the chosen country and ages in order', () => {
    expect(
      membersSearchProblems({ country: 'NL', countryregion: 'NL-UT', min_age: 30, max_age: 30 }),
    ).toEqual([])
  })

  it('names a region without a country or from another country', () => {
    expect(membersSearchProblems({ countryregion: 'NL-UT' })).toEqual([
      { field: 'countryregion', problem: 'region_without_country' },
    ])
    expect(membersSearchProblems({ country: 'DE', countryregion: 'NL-UT' })).toEqual([
      { field: 'countryregion', problem: 'region_not_in_country' },
    ])
  })

  it('names a minimum age above the maximum', () => {
    expect(membersSearchProblems({ min_age: 40, max_age: 30 })).toEqual([
      { field: 'max_age', problem: 'min_above_max' },
    ])
  })
})

describe('searchAccess', () => {
  const settings = {
    logged_out_search: 'basic',
    logged_out_search_trafficsource: 'none',
  } as const

  it('lets members search everything', () => {
    expect(searchAccess(settings, { loggedIn: true, tracked: true })).toBe('all')
  })

  it('gives visitors the setting for how they arrived', () => {
    expect(searchAccess(settings, { loggedIn: false, tracked: false })).toBe('basic')
    expect(searchAccess(settings, { loggedIn: false, tracked: true })).toBe('none')
  })
})

describe('filtersFor', () => {
  const filters = {
    gender: 'female',
    country: 'NL',
    countryregion: 'NL-UT',
    min_age: 25,
    max_age: 40,
    radius_km: 50,
  } as const

  it("keeps every filter for 'all'", () => {
    expect(filtersFor('all', filters)).toEqual(filters)
  })

  it("keeps the quick search's filters for 'basic', without the region and the radius", () => {
    expect(filtersFor('basic', filters)).toEqual({
      gender: 'female',
      country: 'NL',
      min_age: 25,
      max_age: 40,
    })
    expect(filtersFor('basic', { countryregion: 'NL-UT' })).toEqual({})
  })
})
