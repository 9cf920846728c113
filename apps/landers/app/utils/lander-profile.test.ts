import type { ProfileSummary } from '@dating/domain/entities'
import { describe, expect, it } from 'vitest'
import { mediaUrl, toLanderProfile } from './lander-profile.ts'

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
    region: 'Berlin',
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

  it('keeps what a card shows', () => {
    expect(toLanderProfile(summary)).toEqual({
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
    expect(toLanderProfile({ ...summary, main_image: null }).photo).toBeNull()
  })
})
