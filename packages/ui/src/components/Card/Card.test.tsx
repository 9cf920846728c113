import { render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { Card } from './Card.tsx'
import { card } from './Card.css.ts'

describe('Card', () => {
  it('renders the chosen element with the variant class and forwards the ref', () => {
    const ref = createRef<HTMLElement>()
    render(
      <Card as="section" aria-label="Search" padding="lg" ref={ref}>
        content
      </Card>,
    )
    const element = screen.getByRole('region', { name: 'Search' })
    expect(element.tagName).toBe('SECTION')
    expect(element.className).toContain(card({ padding: 'lg' }))
    expect(ref.current).toBe(element)
  })

  it('is a div by default', () => {
    const { container } = render(<Card>content</Card>)
    expect(container.firstElementChild?.tagName).toBe('DIV')
  })
})
