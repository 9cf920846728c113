import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Pagination } from './Pagination.tsx'
import { pageWindow } from './page-window.ts'

const describeSlots = (current: number, count: number) =>
  pageWindow(current, count).map((slot) => (slot.kind === 'gap' ? '…' : String(slot.page)))

describe('pageWindow', () => {
  it.each([
    [1, 1, ['1']],
    [1, 3, ['1', '2', '3']],
    [5, 42, ['1', '…', '4', '5', '6', '…', '42']],
    [3, 42, ['1', '2', '3', '4', '…', '42']],
    [42, 42, ['1', '…', '41', '42']],
    [99, 5, ['1', '…', '4', '5']],
  ])('page %i of %i', (current, count, expected) => {
    expect(describeSlots(current, count)).toEqual(expected)
  })

  it('is empty without pages', () => {
    expect(pageWindow(1, 0)).toEqual([])
  })
})

describe('Pagination', () => {
  const props = {
    pageCount: 10,
    hrefForPage: (page: number) => `/members?page=${page}`,
    label: 'Pages',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (page: number) => `Page ${page}`,
  }

  it('links pages and marks the current one', () => {
    render(<Pagination {...props} page={4} />)
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(nav).getByRole('link', { name: 'Page 4' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/members?page=3',
    )
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/members?page=5',
    )
  })

  it('leaves out previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination {...props} page={1} />)
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull()
    rerender(<Pagination {...props} page={10} />)
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull()
  })

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination {...props} page={1} pageCount={1} />)
    expect(container.innerHTML).toBe('')
  })
})
