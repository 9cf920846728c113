import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataTable, type DataTableColumn } from './DataTable.tsx'

type Report = { id: number; reason: string; count: number }

const columns: DataTableColumn<Report>[] = [
  { key: 'id', header: 'Report', cell: (row) => `No. ${row.id}`, rowHeader: true },
  { key: 'reason', header: 'Reason', cell: (row) => row.reason },
  { key: 'count', header: 'Reports', cell: (row) => row.count, numeric: true },
]

describe('DataTable', () => {
  it('is a table named by its caption, with column and row headers', () => {
    render(
      <DataTable
        caption="Open reports"
        columns={columns}
        rows={[
          { id: 7, reason: 'Spam', count: 2 },
          { id: 9, reason: 'Harassment', count: 1 },
        ]}
        rowKey={(row) => row.id}
        empty="Nothing to do"
      />,
    )
    const table = screen.getByRole('table', { name: 'Open reports' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Report', 'Reason', 'Reports'])
    expect(within(table).getByRole('rowheader', { name: /No\. 9/ })).toBeVisible()
    expect(within(table).getAllByRole('row')).toHaveLength(3)
  })

  it('says so when there are no rows', () => {
    render(
      <DataTable
        caption="Open reports"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        empty="Nothing to do"
      />,
    )
    expect(screen.getByRole('cell', { name: 'Nothing to do' }).getAttribute('colspan')).toBe('3')
  })
})
