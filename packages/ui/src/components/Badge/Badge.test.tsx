import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge } from './Badge.tsx'
import { badge, badgeTones } from './Badge.css.ts'

describe('Badge', () => {
  it('shows terse text and gives screen readers the full label', () => {
    const { container } = render(
      <Badge tone="unread" srLabel="More than 99 unread messages">
        99+
      </Badge>,
    )
    expect(container.textContent).toBe('99+More than 99 unread messages')
    expect(screen.getByText('99+').getAttribute('aria-hidden')).toBe('true')
  })

  it('has a distinct class per tone', () => {
    expect(new Set(badgeTones.map((tone) => badge({ tone }))).size).toBe(badgeTones.length)
  })
})
