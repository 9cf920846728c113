import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { KeyValuePanel } from './KeyValuePanel.tsx'

describe('KeyValuePanel', () => {
  it('is a region named by its heading holding a description list', () => {
    render(
      <KeyValuePanel
        title="Report no. 12"
        headingLevel={3}
        items={[
          { key: 'reason', label: 'Reason', value: 'Fake profile' },
          { key: 'received', label: 'Received', value: '2 May 2026' },
        ]}
      />,
    )
    const region = screen.getByRole('region', { name: 'Report no. 12' })
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Report no. 12')
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Reason', 'Received'])
    expect(within(region).getAllByRole('definition')[0]?.textContent).toBe('Fake profile')
  })
})
