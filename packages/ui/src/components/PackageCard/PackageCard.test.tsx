import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PackageCard } from './PackageCard.tsx'

describe('PackageCard', () => {
  it('shows the popular label only when given and strikes the list price through', () => {
    const { rerender } = render(
      <PackageCard
        packageStyle="p2"
        title="120 credits"
        price="€44.99"
        listPrice="€59.99"
        popularLabel="Popular"
      />,
    )
    expect(screen.getByRole('heading', { name: '120 credits' })).toBeVisible()
    expect(screen.getByText('Popular')).toBeVisible()
    expect(screen.getByText('€59.99').tagName).toBe('DEL')
    rerender(<PackageCard packageStyle="p0" title="20 credits" price="€14.99" />)
    expect(screen.queryByText('Popular')).toBeNull()
  })
})
