import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Container } from './Container.tsx'
import { container } from './Container.css.ts'

describe('Container', () => {
  it('renders the chosen element with the width class', () => {
    render(
      <Container as="main" width="narrow">
        content
      </Container>,
    )
    const main = screen.getByRole('main')
    expect(main.className).toBe(container({ width: 'narrow' }))
  })
})
