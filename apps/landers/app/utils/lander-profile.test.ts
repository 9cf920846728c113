import type { ProfileSummary } from '@dating/domain/entities'
import { describe, expect, it } from 'vitest'
import { mediaUrl, regionNames, toLanderProfile } from './lander-profile.ts'

describe('mediaUrl', () => {
  it('joins prefix and path with one slash', () => {
    expect(mediaUrl('/media/', 'images/7/main.webp')).toBe('/media/images/7/main.webp')
    expect(mediaUrl('/media', '/images/7/main.webp')).toBe('/media/images/7/main.webp')
    expect(mediaUrl('https://cdn.example/m/', 'a.webp')).toBe('https://cdn.example/m/a.webp')
  })

  it('leaves absolute URLs alone', () => {
    expect(mediaUrl('/media/', 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp')
  })
})

describe('toLanderProfile', () => {
  const summary: ProfileSummary = {
    id: 7,
    name: 'Anna',
    country: 'DE',
    region: 'DE-BE',
    main_image: {
      id: 1,
      filename: 'images/7/main.webp',
      thumb_filename: 'images/7/thumb.webp',
      match: 'images/7/match.webp',
      status: 'active',
      locked: false,
    },
    age: 29,
    gender: 'female',
    sexuality: 'hetero',
    status: 'active',
    fictional: true,
    image_count: 4,
  }

  const names = regionNames({
    DE: { kind: 'state', label: 'State', regions: [{ id: 'DE-BE', name: 'Berlin' }] },
  })

  it('keeps what a card shows, with the region by name', () => {
    expect(toLanderProfile(summary, names)).toEqual({
      id: 7,
      name: 'Anna',
      age: 29,
      country: 'DE',
      region: 'Berlin',
      photo: 'images/7/main.webp',
      photoCount: 4,
      fictional: true,
    })
  })

  it('has no photo when the member has no main image', () => {
    expect(toLanderProfile({ ...summary, main_image: null }, names).photo).toBeNull()
  })

  it('leaves out a region it cannot name', () => {
    expect(toLanderProfile({ ...summary, region: 'DE-XX' }, names).region).toBeNull()
  })
})
