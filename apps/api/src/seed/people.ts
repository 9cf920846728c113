import { type Country, localeByCountry, regionsByCountry } from '@dating/domain/countries'
import { type Interest, interests } from '@dating/domain/interests'
import type { Locale } from '@dating/domain/locales'
import type {
  BodyType,
  EyeColour,
  Gender,
  HairColour,
  RelationshipStatus,
  Sexuality,
} from '@dating/domain/profile-attributes'
import { aboutText } from './about.ts'
import { firstNames } from './names.ts'
import {
  castFor,
  freeScenesPerPerson,
  type Picture,
  pictureOf,
  scenesPerPerson,
} from './portrait-pool.ts'
import { type Random, randomFor } from './random.ts'

/** One generated member: a pure function of (seed, index, today). */
export type SeedPerson = {
  index: number
  name: string
  gender: Gender
  sexuality: Sexuality
  age: number
  /** ISO date; the member is `age` years old on `today`. */
  birthdate: string
  country: Country
  region: string
  language: Locale
  about: string
  height: number
  hairColour: HairColour
  eyeColour: EyeColour
  bodyType: BodyType
  relationshipStatus: RelationshipStatus
  interests: Interest[]
  fictional: boolean
  /** Days before `today` the member signed up. */
  signupDaysAgo: number
  /** Pool pictures, main picture first; the first two are free. */
  pictures: Picture[]
}

/** Rough share of members per country: bigger markets have more members. */
const countryWeights: ReadonlyArray<readonly [Country, number]> = [
  ['DE', 16],
  ['GB', 14],
  ['FR', 13],
  ['IT', 11],
  ['ES', 10],
  ['NL', 9],
  ['PL', 8],
  ['SE', 6],
  ['DK', 5],
  ['NO', 4],
  ['FI', 4],
]

const ageBands: ReadonlyArray<readonly [number, number]> = [
  [0, 12], // 18-24
  [1, 32], // 25-34
  [2, 30], // 35-45
  [3, 14], // 46-55
  [4, 8], // 56-65
  [5, 4], // 66-75
]
const ageBandRanges = [
  [18, 24],
  [25, 34],
  [35, 45],
  [46, 55],
  [56, 65],
  [66, 75],
] as const

const sexualityWeights: ReadonlyArray<readonly [Sexuality, number]> = [
  ['hetero', 82],
  ['bi', 11],
  ['homo', 7],
]

const nordic = new Set<Country>(['DK', 'FI', 'NO', 'SE'])

function hairColourFor(random: Random, gender: Gender, age: number, country: Country): HairColour {
  const grey = age >= 60 ? 40 : age >= 48 ? 14 : age >= 40 ? 3 : 0
  const blonde = nordic.has(country)
    ? 34
    : country === 'DE' || country === 'NL' || country === 'PL'
      ? 22
      : 10
  const bald = gender === 'male' ? (age >= 45 ? 18 : age >= 30 ? 6 : 1) : 0.4
  return random.weighted<HairColour>([
    ['brown', 34],
    ['black', nordic.has(country) ? 8 : 22],
    ['blonde', blonde],
    ['red', 5],
    ['grey', grey],
    ['bald', bald],
    ['other', age < 40 ? 4 : 1],
  ])
}

function eyeColourFor(random: Random, country: Country): EyeColour {
  const north = nordic.has(country) || country === 'NL' || country === 'DE' || country === 'PL'
  return random.weighted<EyeColour>([
    ['blue', north ? 40 : 18],
    ['brown', north ? 20 : 45],
    ['green', 12],
    ['grey', 10],
    ['hazel', 12],
  ])
}

function relationshipStatusFor(random: Random, age: number): RelationshipStatus {
  return random.weighted<RelationshipStatus>([
    ['single', 62],
    ['divorced', age >= 35 ? 20 : 3],
    ['separated', age >= 30 ? 6 : 2],
    ['widowed', age >= 60 ? 12 : age >= 45 ? 2 : 0],
    ['in_a_relationship', 5],
    ['married', 4],
  ])
}

/** Box-Muller: a normally distributed height, rounded to whole centimetres. */
function heightFor(random: Random, gender: Gender, country: Country): number {
  const mean =
    (gender === 'male' ? 179 : 166) +
    (country === 'NL' ? 3 : 0) -
    (country === 'IT' || country === 'ES' ? 2 : 0)
  const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next())
  const height = Math.round(mean + normal * 7)
  return Math.min(gender === 'male' ? 210 : 195, Math.max(gender === 'male' ? 155 : 145, height))
}

/** Explicit interests are picked less often than everyday ones. */
const interestWeights = interests.map((interest) => {
  const explicit = new Set<Interest>([
    'anal_sex',
    'bondage',
    'masturbating',
    'oral_sex',
    'public_sex',
    'sadomasochism',
    'sex',
    'sex_toys',
    'threesome',
    'one_night_stand',
    'lingerie',
    'exchanging_pictures',
  ])
  return [interest, explicit.has(interest) ? 1 : 4] as const
})

function interestsFor(random: Random): Interest[] {
  const count = random.int(3, 8)
  const remaining = [...interestWeights]
  const chosen: Interest[] = []
  while (chosen.length < count) {
    const pick = random.weighted(remaining)
    chosen.push(pick)
    remaining.splice(
      remaining.findIndex(([interest]) => interest === pick),
      1,
    )
  }
  return chosen
}

function picturesFor(random: Random, gender: Gender, hairColour: HairColour): Picture[] {
  const person = random.pick(castFor(gender, hairColour))
  const count = random.weighted<number>([
    [1, 14],
    [2, 20],
    [3, 24],
    [4, 18],
    [5, 12],
    [6, 12],
  ])
  // The free scenes come first so a member's first two pictures are the visible ones.
  const lockedOrder = random.shuffle(
    Array.from(
      { length: scenesPerPerson - freeScenesPerPerson },
      (_, i) => i + freeScenesPerPerson,
    ),
  )
  const order = [...random.shuffle([0, 1]), ...lockedOrder]
  return order.slice(0, count).map((scene) => pictureOf(person, scene))
}

export function isoDateDaysBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

function birthdateFor(random: Random, today: string, age: number): string {
  const date = new Date(`${today}T00:00:00Z`)
  date.setUTCFullYear(date.getUTCFullYear() - age)
  // 1..364 days earlier still leaves the member exactly `age` on `today`.
  date.setUTCDate(date.getUTCDate() - random.int(1, 364))
  return date.toISOString().slice(0, 10)
}

export function generatePerson(seed: number, index: number, today: string): SeedPerson {
  const random = randomFor(seed, 'person', index)
  const country = random.weighted(countryWeights)
  const gender = random.weighted<Gender>([
    ['female', 55],
    ['male', 45],
  ])
  const [low, high] = ageBandRanges[random.weighted(ageBands)] ?? ageBandRanges[1]
  const age = random.int(low, high)
  const region = random.pick(regionsByCountry[country])
  const language = localeByCountry[country]
  const hairColour = hairColourFor(random, gender, age, country)
  const person: SeedPerson = {
    index,
    name: random.pick(firstNames[country][gender]),
    gender,
    sexuality: random.weighted(sexualityWeights),
    age,
    birthdate: birthdateFor(random, today, age),
    country,
    region: region.id,
    language,
    about: aboutText(random, language, region.name),
    height: heightFor(random, gender, country),
    hairColour,
    eyeColour: eyeColourFor(random, country),
    bodyType: random.weighted<BodyType>([
      ['slim', 18],
      ['athletic', 20],
      ['average', 32],
      ['curvy', gender === 'female' ? 14 : 3],
      ['muscular', gender === 'male' ? 12 : 2],
      ['plus_size', 8],
    ]),
    relationshipStatus: relationshipStatusFor(random, age),
    interests: interestsFor(random),
    fictional: random.chance(0.1),
    signupDaysAgo: random.int(0, 730),
    pictures: picturesFor(random, gender, hairColour),
  }
  // Known only now: a fictional profile gets an about text that never invites to meet, from a
  // stream of its own so that every other draw of the person stays as it was.
  if (person.fictional) {
    person.about = aboutText(randomFor(seed, 'fictional-about', index), language, region.name, {
      fictional: true,
    })
  }
  return person
}
