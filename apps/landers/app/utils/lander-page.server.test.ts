import { describe, expect, it } from 'vitest'
import { isSlugLander, landerNames } from './lander-kinds.ts'
import { regionOfSlug } from './lander-page.server.ts'

const regions = {
  DE: {
    kind: 'state',
    label: 'Bundesland',
    regions: [
      { id: 'DE-BE', name: 'Berlin' },
      { id: 'DE-BW', name: 'Baden-Württemberg' },
    ],
  },
  NL: { kind: 'province', label: 'Provincie', regions: [{ id: 'NL-UT', name: 'Utrecht' }] },
} as Parameters<typeof regionOfSlug>[2]

describe('regionOfSlug', () => {
  it('finds a region by its name or its id after the niche prefix', () => {
    expect(regionOfSlug('dating-berlin', 1, regions)).toEqual({
      country: 'DE',
      id: 'DE-BE',
      name: 'Berlin',
    })
    expect(regionOfSlug('singles-baden-wurttemberg', 3, regions)?.id).toBe('DE-BW')
    expect(regionOfSlug('dating-nl-ut', 1, regions)?.name).toBe('Utrecht')
  })

  it('is null for the bare prefix and undefined for what the brand does not know', () => {
    expect(regionOfSlug('dating', 1, regions)).toBeNull()
    expect(regionOfSlug('singles-berlin', 1, regions)).toBeUndefined()
    expect(regionOfSlug('dating-atlantis', 1, regions)).toBeUndefined()
  })
})

describe('lander names', () => {
  it('are the nine of SPEC §2; only the eight after tinderswipe take a slug', () => {
    expect(landerNames).toEqual([
      'tinderswipe',
      'alonetonight',
      'collagelanding',
      'gallery',
      'iconslanding',
      'maplanding',
      'socialnetwork',
      'transitionsvideolanding',
      'video',
    ])
    expect(isSlugLander('tinderswipe')).toBe(false)
    expect(isSlugLander('toString')).toBe(false)
    expect(isSlugLander('video')).toBe(true)
  })
})
