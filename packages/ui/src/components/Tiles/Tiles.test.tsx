import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sprinkles } from '../../theme/sprinkles.css.ts'
import { Tiles } from './Tiles.tsx'
import { equalHeight } from './Tiles.css.ts'

describe('Tiles', () => {
  it('lays its children out in a grid whose columns change with the width', () => {
    render(
      <Tiles as="ul" aria-label="tiles" columns={{ mobile: 2, lg: 4 }} space="sm" equalHeight>
        <li>one</li>
      </Tiles>,
    )
    const tiles = screen.getByRole('list', { name: 'tiles' })
    const expected = sprinkles({
      display: 'grid',
      gridTemplateColumns: { mobile: 2, lg: 4 },
      gap: 'sm',
    })
    for (const name of expected.split(' ')) expect(tiles).toHaveClass(name)
    expect(tiles).toHaveClass(equalHeight)
  })

  it('leaves the tiles their own height unless told', () => {
    render(<Tiles data-testid="tiles" columns={3} />)
    expect(screen.getByTestId('tiles')).not.toHaveClass(equalHeight)
  })
})
