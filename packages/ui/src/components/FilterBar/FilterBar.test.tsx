import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Select } from '../Select/Select.tsx'
import { FilterBar } from './FilterBar.tsx'

describe('FilterBar', () => {
  it('is a GET form in a search landmark named by its heading, with a link that clears the filters', () => {
    render(
      <FilterBar
        title="Filter the queue"
        submitLabel="Apply filters"
        resetLabel="Clear filters"
        resetHref="/queue"
        summary="12 open reports"
        action="/queue"
      >
        <Select
          label="Reason"
          name="reason"
          placeholder="Any reason"
          options={[{ value: 'spam', label: 'Spam' }]}
        />
      </FilterBar>,
    )
    const search = screen.getByRole('heading', { name: 'Filter the queue' }).closest('search')
    if (!search) throw new Error('no search landmark')
    expect(search.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Filter the queue' }).id,
    )
    expect(search.querySelector('form')?.getAttribute('method')).toBe('get')
    expect(within(search).getByRole('combobox', { name: 'Reason' }).getAttribute('name')).toBe(
      'reason',
    )
    expect(within(search).getByRole('button', { name: 'Apply filters' }).getAttribute('type')).toBe(
      'submit',
    )
    expect(within(search).getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe(
      '/queue',
    )
    expect(within(search).getByText('12 open reports')).toBeVisible()
  })
})
