import { render, screen } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { sprinkles } from '../../theme/sprinkles.css.ts'
import { Box } from './Box.tsx'
import { reset } from './Box.css.ts'

describe('Box', () => {
  it('renders a div with the sprinkles of its props and passes the rest to the element', () => {
    render(
      <Box padding="md" gap={{ mobile: 'sm', md: 'lg' }} id="box" data-testid="box">
        content
      </Box>,
    )
    const box = screen.getByTestId('box')
    expect(box.tagName).toBe('DIV')
    expect(box).toHaveAttribute('id', 'box')
    for (const name of sprinkles({ padding: 'md', gap: { mobile: 'sm', md: 'lg' } }).split(' '))
      expect(box).toHaveClass(name)
    expect(box).not.toHaveAttribute('padding')
  })

  it('renders the element it is told, with its own attributes and class', () => {
    render(
      <Box as="ul" aria-label="list" className="mine">
        <li>one</li>
      </Box>,
    )
    const list = screen.getByRole('list', { name: 'list' })
    expect(list.tagName).toBe('UL')
    expect(list).toHaveClass('mine', reset)
  })

  it('hands its ref to the element', () => {
    const ref = createRef<Element>()
    render(
      <Box as="h2" ref={ref} tabIndex={-1}>
        Heading
      </Box>,
    )
    expect(ref.current).toBe(screen.getByRole('heading', { name: 'Heading' }))
  })

  it('renders a component given as the element', () => {
    const Section = (props: { className?: string; title: string }) => (
      <section aria-label={props.title} className={props.className} />
    )
    render(<Box as={Section} title="Component" marginTop="lg" />)
    expect(screen.getByRole('region', { name: 'Component' })).toHaveClass(
      sprinkles({ marginTop: 'lg' }),
    )
  })
})
