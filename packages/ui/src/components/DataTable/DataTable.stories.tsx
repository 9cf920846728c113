import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from '../Badge/Badge.tsx'
import { DataTable, type DataTableColumn } from './DataTable.tsx'
import { rowTones } from './DataTable.css.ts'

type QueueRow = {
  id: number
  reason: string
  source: string
  reports: number
  received: string
  tone: (typeof rowTones)[number]
}

const rows: QueueRow[] = [
  {
    id: 311,
    reason: 'Child sexual abuse material',
    source: 'Notice',
    reports: 1,
    received: '2 May 2026',
    tone: 'danger',
  },
  {
    id: 118,
    reason: 'Fake profile',
    source: 'Member',
    reports: 3,
    received: '28 April 2026',
    tone: 'default',
  },
  {
    id: 204,
    reason: 'Spam or advertising',
    source: 'Notice',
    reports: 1,
    received: '30 April 2026',
    tone: 'default',
  },
  {
    id: 97,
    reason: 'Harassment',
    source: 'Member',
    reports: 2,
    received: '1 May 2026',
    tone: 'muted',
  },
]

const columns: DataTableColumn<QueueRow>[] = [
  {
    key: 'id',
    header: 'Report',
    cell: (row) => <a href={`#report-${row.id}`}>No. {row.id}</a>,
    rowHeader: true,
  },
  { key: 'reason', header: 'Reason', cell: (row) => row.reason },
  { key: 'source', header: 'Source', cell: (row) => <Badge tone="default">{row.source}</Badge> },
  { key: 'reports', header: 'Reports', cell: (row) => row.reports, numeric: true },
  { key: 'received', header: 'Received', cell: (row) => row.received },
]

const meta = {
  title: 'Components/DataTable',
  component: DataTable<QueueRow>,
  args: {
    caption: 'Open reports',
    columns,
    rows,
    rowKey: (row: QueueRow) => row.id,
    rowTone: (row: QueueRow) => row.tone,
    empty: 'No open reports. Well done!',
  },
} satisfies Meta<typeof DataTable<QueueRow>>

export default meta
type Story = StoryObj<typeof meta>

export const Queue: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Open reports' })
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1)
    await expect(within(table).getByRole('rowheader', { name: /No\. 311/ })).toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open reports. Well done!')).toBeInTheDocument()
  },
}

export const HiddenCaption: Story = {
  args: { hideCaption: true, caption: 'Appeals waiting for a decision' },
}

export const RowTones: Story = {
  args: {
    caption: 'Row tones',
    rows: rowTones.map(
      (tone, index) => ({ ...rows[index % rows.length], id: index + 1, tone }) as QueueRow,
    ),
  },
}

export const CountsOnPhones: Story = {
  args: {
    caption: 'Notices by reason',
    stackOnPhones: false,
    rows: rows.map((row) => ({ ...row, tone: 'default' as const })),
    columns: [
      { key: 'reason', header: 'Reason', rowHeader: true, cell: (row) => row.reason },
      { key: 'reports', header: 'Number', numeric: true, cell: (row) => row.reports },
    ],
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
}
