import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon.tsx'
import { allGlyphs, glyphNames } from './all-glyphs.ts'
import { heartGlyph } from './glyphs/heart.tsx'

describe('Icon', () => {
  it('is hidden from screen readers unless labelled', () => {
    const { container, rerender } = render(<Icon glyph={heartGlyph} />)
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    rerender(<Icon glyph={heartGlyph} label="Liked" />)
    expect(screen.getByRole('img', { name: 'Liked' })).toBeVisible()
  })

  it.each(glyphNames)('draws %s', (name) => {
    const { container } = render(<Icon glyph={allGlyphs[name]} />)
    expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0)
  })
})
