import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { PhotoViewer } from './PhotoViewer.tsx'

const photos = [
  { src: '/a.webp', alt: 'Photo 1' },
  { src: '/b.webp', alt: 'Photo 2' },
  { src: '/c.webp', alt: 'Photo 3', locked: true },
]

function Harness() {
  const [index, setIndex] = useState<number | null>(0)
  return (
    <PhotoViewer
      photos={photos}
      index={index}
      onIndexChange={setIndex}
      onClose={() => setIndex(null)}
      label="Photos"
      closeLabel="Close"
      previousLabel="Previous"
      nextLabel="Next"
      positionLabel={(position, count) => `${position} of ${count}`}
      lockedLabel="Premium photo"
    />
  )
}

describe('PhotoViewer', () => {
  it('goes through the photos by keys, buttons and swipes, and closes on Escape', () => {
    render(<Harness />)
    const dialog = screen.getByRole('dialog', { name: 'Photos' })
    expect(screen.getByText('1 of 3')).toBeInTheDocument()
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(screen.getByRole('img', { name: 'Photo 2' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Premium photo')).toBeInTheDocument()
    const stage = screen.getByRole('img', { name: 'Photo 3' }).parentElement as HTMLElement
    fireEvent.pointerDown(stage, { clientX: 300, clientY: 100 })
    fireEvent.pointerUp(stage, { clientX: 100, clientY: 110 })
    expect(screen.getByText('1 of 3')).toBeInTheDocument()
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    expect(screen.getByText('3 of 3')).toBeInTheDocument()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
