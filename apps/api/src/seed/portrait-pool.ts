import type { Gender, HairColour } from '@dating/domain/profile-attributes'
import { createRandom, mixSeed } from './random.ts'

/**
 * The picture pool every seed draws from: a fixed cast of illustrated people, each shown in
 * several scenes. The pool does not depend on the seed number, so its files are rendered
 * once per media directory and reused by every seed and every profile count.
 */

export const scenesPerPerson = 6
/** Scenes 0 and 1 of every person are free (visible unblurred to free members). */
export const freeScenesPerPerson = 2

export const sceneKinds = [
  'sky',
  'sunset',
  'beach',
  'city',
  'park',
  'studio',
  'interior',
  'night',
] as const
export type SceneKind = (typeof sceneKinds)[number]

export const hairStyles = {
  female: ['long', 'wavy', 'bob', 'ponytail', 'bun', 'curly', 'pixie'],
  male: ['crop', 'sidePart', 'quiff', 'curlyShort', 'buzz', 'manBun', 'longish'],
} as const
export type HairStyle = (typeof hairStyles)[Gender][number]

export type Person = {
  id: number
  gender: Gender
  hairColour: HairColour
  hairStyle: HairStyle | 'none'
  /** Fill colours. */
  skin: string
  hair: string
  beard: boolean
  glasses: boolean
}

export type Picture = {
  /** Pool number; the files live under images/seed/<brand>/<n>. */
  n: number
  person: Person
  scene: SceneKind
  free: boolean
  clothing: string
  /** Variation inside one scene (palette, decoration placement). */
  variant: number
}

/** How many people of each gender have each hair colour; sums to the cast per gender. */
const castByHair: Record<Gender, ReadonlyArray<readonly [HairColour, number]>> = {
  female: [
    ['brown', 7],
    ['blonde', 6],
    ['black', 5],
    ['red', 2],
    ['grey', 2],
    ['other', 1],
    ['bald', 1],
  ],
  male: [
    ['brown', 7],
    ['black', 5],
    ['blonde', 4],
    ['grey', 3],
    ['bald', 3],
    ['red', 1],
    ['other', 1],
  ],
}

const skinTones = [
  '#f7d7c4',
  '#f1c7a8',
  '#e8b48f',
  '#d9a07a',
  '#c68863',
  '#a86e4b',
  '#8a5638',
  '#6b4029',
]

const hairFills: Record<HairColour, readonly string[]> = {
  black: ['#231c1c', '#2e2420', '#1c1a22'],
  brown: ['#5a3720', '#6e4526', '#4a2e1c', '#7d5232'],
  blonde: ['#e2bd72', '#d8aa5a', '#ecd08e', '#c99a4e'],
  red: ['#a4421f', '#b9552a', '#8e3519'],
  grey: ['#b8b4ad', '#cfccc6', '#9d9a94'],
  bald: ['#4a2e1c', '#2e2420', '#9d9a94'],
  other: ['#c2559a', '#5a78d0', '#7e52c8', '#2e9c94'],
}

const clothingColours = [
  '#e4572e',
  '#f3a712',
  '#29335c',
  '#2e86ab',
  '#a23b72',
  '#3b8f5a',
  '#f18f01',
  '#6c4ab6',
  '#c73e1d',
  '#1b998b',
  '#ed6a5a',
  '#5d576b',
  '#e9c46a',
  '#264653',
  '#f4a261',
  '#9b5de5',
]

const pooledSeed = 20_240_601

function buildCast(): Person[] {
  const cast: Person[] = []
  for (const gender of ['female', 'male'] as const) {
    for (const [hairColour, count] of castByHair[gender]) {
      for (let i = 0; i < count; i++) {
        const id = cast.length
        const random = createRandom(mixSeed(pooledSeed, 'person', id))
        const styles = hairStyles[gender]
        cast.push({
          id,
          gender,
          hairColour,
          hairStyle:
            hairColour === 'bald' ? (gender === 'female' ? 'buzz' : 'none') : random.pick(styles),
          skin: random.pick(skinTones),
          hair: random.pick(hairFills[hairColour]),
          beard: gender === 'male' && random.chance(0.35),
          glasses: random.chance(0.22),
        })
      }
    }
  }
  // Interleave so neighbouring pool numbers show different people.
  return createRandom(mixSeed(pooledSeed, 'cast-order'))
    .shuffle(cast)
    .map((person, id) => ({ ...person, id }))
}

export const cast: readonly Person[] = buildCast()

function buildPictures(): Picture[] {
  const pictures: Picture[] = []
  for (const person of cast) {
    const random = createRandom(mixSeed(pooledSeed, 'scenes', person.id))
    const scenes = random.sample(sceneKinds, scenesPerPerson)
    scenes.forEach((scene, index) => {
      pictures.push({
        n: person.id * scenesPerPerson + index,
        person,
        scene,
        free: index < freeScenesPerPerson,
        clothing: random.pick(clothingColours),
        variant: random.int(0, 9),
      })
    })
  }
  return pictures
}

export const pictures: readonly Picture[] = buildPictures()

/** People by gender and hair colour, for giving a profile pictures that fit its description. */
export function castFor(gender: Gender, hairColour: HairColour): readonly Person[] {
  const exact = cast.filter(
    (person) => person.gender === gender && person.hairColour === hairColour,
  )
  return exact.length > 0 ? exact : cast.filter((person) => person.gender === gender)
}

export function pictureOf(person: Person, scene: number): Picture {
  const picture = pictures[person.id * scenesPerPerson + scene]
  if (!picture) throw new Error(`no picture ${scene} for person ${person.id}`)
  return picture
}

/**
 * Each brand has its own copy of the pool, because the media route checks that a locked
 * picture belongs to the brand it is requested on; all rows sharing a key share its brand.
 */
export function pictureStorageKey(picture: Picture, brandSlug: string): string {
  return `images/seed/${brandSlug}/${picture.n}`
}
