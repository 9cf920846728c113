import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sprinkles } from '../../theme/sprinkles.css.ts'
import { Stack } from './Stack.tsx'

describe('Stack', () => {
  it('lays its children out in a column with the gap and alignment it is given', () => {
    render(
      <Stack as="section" aria-label="stack" space="md" align="center" marginBottom="lg">
        <p>one</p>
        <p>two</p>
      </Stack>,
    )
    const stack = screen.getByRole('region', { name: 'stack' })
    const expected = sprinkles({
      display: 'flex',
      flexDirection: 'column',
      gap: 'md',
      alignItems: 'center',
      marginBottom: 'lg',
    })
    for (const name of expected.split(' ')) expect(stack).toHaveClass(name)
  })
})
