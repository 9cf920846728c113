import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LoadingBar } from './LoadingBar.tsx'

describe('LoadingBar', () => {
  it('reports progress as a percentage and scales the bar', () => {
    render(<LoadingBar progress={0.42} visible label="Loading page" />)
    const bar = screen.getByRole('progressbar', { name: 'Loading page' })
    expect(bar.getAttribute('aria-valuenow')).toBe('42')
    expect((bar.firstElementChild as HTMLElement).style.transform).toBe('scaleX(0.42)')
  })

  it.each([
    [-1, '0'],
    [7, '100'],
    [Number.NaN, '0'],
  ])('clamps %s to %s', (progress, expected) => {
    render(<LoadingBar progress={progress} visible label="Loading" />)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(expected)
  })

  it('hides from assistive tech when not visible', () => {
    const { container } = render(<LoadingBar progress={1} visible={false} label="Loading" />)
    const track = container.firstElementChild!
    expect(track.getAttribute('aria-hidden')).toBe('true')
    expect(track.getAttribute('data-visible')).toBe('false')
  })
})
