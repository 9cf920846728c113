import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProfileShowcase, type ShowcaseProfile, showcaseLayouts } from './ProfileShowcase.tsx'
import { pinPosition, sequenceStepMs } from './sequence.ts'

const profiles: ShowcaseProfile[] = [
  { id: 1, name: 'Anna', age: 29, place: 'Berlin', photoSrc: '/a.webp', fictional: false },
  { id: 2, name: 'Sofie', age: 34, place: null, photoSrc: '/b.webp', fictional: true },
  { id: 3, name: 'Maja', age: 23, place: 'Bayern', photoSrc: '/c.webp', fictional: false },
]

const baseProps = {
  profiles,
  label: 'Singles near you',
  photoAlt: (profile: ShowcaseProfile) => `Photo of ${profile.name}`,
  fictionalLabel: 'Fictional',
  playLabel: 'Play',
  pauseLabel: 'Pause',
}

describe('ProfileShowcase', () => {
  it.each(showcaseLayouts)('%s shows every profile by name in a labelled region', (layout) => {
    render(<ProfileShowcase {...baseProps} layout={layout} />)
    expect(screen.getByRole('region', { name: 'Singles near you' })).toBeVisible()
    const sequence = layout === 'crossfade' || layout === 'video'
    // A sequence names only the photo on screen; the others wait with an empty alt.
    const named = sequence ? [profiles[0]] : profiles
    for (const profile of named) {
      expect(screen.getByRole('img', { name: `Photo of ${profile?.name}` })).toBeVisible()
    }
    if (!sequence) expect(screen.getAllByText('Fictional')).toHaveLength(1)
  })

  describe('sequences', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
    })
    afterEach(() => {
      vi.useRealTimers()
    })

    it('move on by themselves and stop on pause', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      render(<ProfileShowcase {...baseProps} layout="video" />)
      expect(screen.getByText('1 / 3')).toBeVisible()
      act(() => {
        vi.advanceTimersByTime(sequenceStepMs)
      })
      expect(screen.getByRole('img', { name: 'Photo of Sofie' })).toBeVisible()
      await user.click(screen.getByRole('button', { name: 'Pause' }))
      act(() => {
        vi.advanceTimersByTime(sequenceStepMs * 3)
      })
      expect(screen.getByText('2 / 3')).toBeVisible()
      expect(screen.getByRole('button', { name: 'Play', pressed: true })).toBeVisible()
    })
  })

  it('keeps map pins on the board, the first eight apart from each other', () => {
    const spots = Array.from({ length: 8 }, (_, index) => pinPosition(7 + index, index))
    for (const [index, spot] of spots.entries()) {
      for (const other of spots.slice(index + 1)) {
        const apart = Math.abs(spot.left - other.left) >= 20 || Math.abs(spot.top - other.top) >= 20
        expect(apart).toBe(true)
      }
    }
    for (let index = 0; index < 24; index++) {
      const { left, top } = pinPosition(1000 + index * 13, index)
      expect(left).toBeGreaterThanOrEqual(5)
      expect(left).toBeLessThanOrEqual(95)
      expect(top).toBeGreaterThanOrEqual(5)
      expect(top).toBeLessThanOrEqual(95)
    }
  })
})
