import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sprinkles } from '../../theme/sprinkles.css.ts'
import { Inline } from './Inline.tsx'

describe('Inline', () => {
  it('lays its children out in a wrapping row', () => {
    render(
      <Inline data-testid="row" space="sm" align="center" justify="space-between">
        <span>one</span>
      </Inline>,
    )
    const expected = sprinkles({
      display: 'flex',
      flexWrap: 'wrap',
      gap: 'sm',
      alignItems: 'center',
      justifyContent: 'space-between',
    })
    for (const name of expected.split(' ')) expect(screen.getByTestId('row')).toHaveClass(name)
  })

  it('keeps its children on one line when told', () => {
    render(<Inline data-testid="row" nowrap />)
    expect(screen.getByTestId('row')).toHaveClass(sprinkles({ flexWrap: 'nowrap' }))
  })
})
