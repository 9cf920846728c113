import { countries, isRegionOf, localeByCountry } from '@dating/domain/countries'
import { isInterest } from '@dating/domain/interests'
import { bodyTypes, eyeColours, relationshipStatuses } from '@dating/domain/profile-attributes'
import { describe, expect, it } from 'vitest'
import { aboutPhrases } from './about.ts'
import { firstNames } from './names.ts'
import { generatePerson } from './people.ts'

const today = '2026-06-01'
const people = Array.from({ length: 1500 }, (_, index) => generatePerson(1, index, today))

function ageOn(birthdate: string, on: string): number {
  const [by, bm, bd] = birthdate.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = on.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

describe('generatePerson', () => {
  it('is a pure function of seed and index', () => {
    expect(generatePerson(1, 17, today)).toEqual(generatePerson(1, 17, today))
    expect(generatePerson(2, 17, today)).not.toEqual(generatePerson(1, 17, today))
  })

  it('spreads members over all eleven countries and their regions', () => {
    expect(new Set(people.map((person) => person.country))).toEqual(new Set(countries))
    const misplaced = people.filter(
      (person) =>
        !isRegionOf(person.country, person.region) ||
        person.language !== localeByCountry[person.country] ||
        !firstNames[person.country][person.gender].includes(person.name),
    )
    expect(misplaced).toEqual([])
  })

  it('keeps ages between 18 and 75, mostly 25 to 45, matching the birthdate', () => {
    const ages = people.map((person) => person.age)
    expect(Math.min(...ages)).toBe(18)
    expect(Math.max(...ages)).toBe(75)
    expect(people.filter((person) => ageOn(person.birthdate, today) !== person.age)).toEqual([])
    const core = people.filter((person) => person.age >= 25 && person.age <= 45).length
    expect(core / people.length).toBeGreaterThan(0.5)
  })

  it('fills every attribute from the domain enumerations', () => {
    const invalid = people.filter(
      (person) =>
        person.interests.length < 3 ||
        person.interests.length > 8 ||
        new Set(person.interests).size !== person.interests.length ||
        !person.interests.every(isInterest) ||
        !eyeColours.includes(person.eyeColour) ||
        !bodyTypes.includes(person.bodyType) ||
        !relationshipStatuses.includes(person.relationshipStatus) ||
        person.height < 145 ||
        person.height > 210,
    )
    expect(invalid).toEqual([])
    expect(new Set(people.map((person) => person.gender)).size).toBe(2)
    expect(new Set(people.map((person) => person.sexuality)).size).toBe(3)
  })

  it('writes the about text in the member language with the region filled in', () => {
    expect(people.filter((person) => person.about.includes('{region}'))).toEqual([])
    expect(Math.min(...people.map((person) => person.about.length))).toBeGreaterThan(40)
    const germans = people.filter((person) => person.country === 'DE')
    expect(germans.some((person) => /\b(ich|mir|mich)\b/i.test(person.about))).toBe(true)
  })

  it('never lets a fictional profile invite to meet in its about text', () => {
    const closers = new Set(Object.values(aboutPhrases).flatMap((bank) => bank.closers))
    const fictional = people.filter((person) => person.fictional)
    expect(fictional.length).toBeGreaterThan(0)
    for (const person of fictional) {
      for (const closer of closers) expect(person.about).not.toContain(closer)
    }
    // The others still do now and then.
    const real = people.filter((person) => !person.fictional)
    expect(
      real.some((person) => [...closers].some((closer) => person.about.includes(closer))),
    ).toBe(true)
  })

  it('flags about one in ten profiles as fictional', () => {
    const share = people.filter((person) => person.fictional).length / people.length
    expect(share).toBeGreaterThan(0.07)
    expect(share).toBeLessThan(0.13)
  })

  it('gives one to six pictures of one person who fits the profile, free ones first', () => {
    const counts = new Set(people.map((person) => person.pictures.length))
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5, 6])
    const unfitting = people.filter((person) => {
      const [first] = person.pictures
      return (
        new Set(person.pictures.map((picture) => picture.n)).size !== person.pictures.length ||
        person.pictures.some((picture) => picture.person !== first?.person) ||
        first?.person.gender !== person.gender ||
        first.person.hairColour !== person.hairColour ||
        person.pictures.some((picture, position) => picture.free !== position < 2)
      )
    })
    expect(unfitting).toEqual([])
  })
})
