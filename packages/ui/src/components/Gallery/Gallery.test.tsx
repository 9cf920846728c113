import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Gallery } from './Gallery.tsx'

const photos = [
  { src: '/1.jpg', alt: 'Anna at the beach', caption: 'Beach' },
  { src: '/2.jpg', alt: 'Anna hiking' },
  { src: '/3.jpg', alt: 'Locked photo', locked: true },
]

describe('Gallery', () => {
  it('lists the photos with alt text, eager first and lazy after', () => {
    render(<Gallery photos={photos} label="Photos of Anna" lockedLabel="Premium only" />)
    const list = screen.getByRole('list', { name: 'Photos of Anna' })
    expect(list.querySelectorAll('li')).toHaveLength(3)
    expect(screen.getByRole('img', { name: 'Anna at the beach' }).getAttribute('loading')).toBe(
      'eager',
    )
    expect(screen.getByRole('img', { name: 'Anna hiking' }).getAttribute('loading')).toBe('lazy')
    expect(screen.getByText('Beach')).toBeVisible()
    expect(screen.getAllByText('Premium only')).toHaveLength(1)
  })

  it('makes unlocked photos selectable, never locked ones', async () => {
    const onPhotoSelect = vi.fn()
    render(<Gallery photos={photos} label="Photos" onPhotoSelect={onPhotoSelect} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Anna hiking' }))
    expect(onPhotoSelect).toHaveBeenCalledWith(1)
  })
})
