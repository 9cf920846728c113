import { describe, expect, it } from 'vitest'
import { brandThemeClass, brandThemes } from './brand-themes.ts'

describe('brandThemeClass', () => {
  it('finds a brand by its settings name', () => {
    expect(brandThemeClass('Herzklopfen')).toBe(brandThemes.herzklopfen)
    expect(brandThemeClass(' flirtwave ')).toBe(brandThemes.flirtwave)
  })

  it('falls back to Flirtwave', () => {
    expect(brandThemeClass('Unknown brand')).toBe(brandThemes.flirtwave)
  })

  it('gives each brand its own class', () => {
    expect(brandThemes.flirtwave).not.toBe(brandThemes.herzklopfen)
  })
})
