import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar } from './Avatar.tsx'
import { initialsOf } from './initials.ts'

describe('initialsOf', () => {
  it.each([
    ['Anna', 'A'],
    ['Anna Maria Jansen', 'AJ'],
    ['  émilie   moreau ', 'ÉM'],
    ['', ''],
  ])('%j -> %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })
})

describe('Avatar', () => {
  it('shows the photo with alt text', () => {
    render(<Avatar name="Anna" src="/anna.jpg" />)
    expect(screen.getByRole('img', { name: 'Anna' }).tagName).toBe('IMG')
  })

  it('falls back to initials when the photo fails', () => {
    render(<Avatar name="Anna Jansen" src="/broken.jpg" />)
    fireEvent.error(screen.getByRole('img', { name: 'Anna Jansen' }))
    const fallback = screen.getByRole('img', { name: 'Anna Jansen' })
    expect(fallback.tagName).toBe('SPAN')
    expect(fallback.textContent).toBe('AJ')
  })

  it('is hidden from screen readers when alt is empty and there is no photo', () => {
    const { container } = render(<Avatar name="Anna" alt="" />)
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })
})
