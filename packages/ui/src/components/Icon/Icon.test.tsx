import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon.tsx'
import { iconNames } from './paths.tsx'

describe('Icon', () => {
  it('is hidden from screen readers unless labelled', () => {
    const { container, rerender } = render(<Icon name="heart" />)
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    rerender(<Icon name="heart" label="Liked" />)
    expect(screen.getByRole('img', { name: 'Liked' })).toBeTruthy()
  })

  it.each(iconNames)('draws %s', (name) => {
    const { container } = render(<Icon name={name} />)
    expect(container.querySelector('svg')?.childElementCount).toBeGreaterThan(0)
  })
})
