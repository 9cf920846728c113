import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from '../Badge/Badge.tsx'
import { KeyValuePanel } from './KeyValuePanel.tsx'
import { keyValueColumns } from './KeyValuePanel.css.ts'

const meta = {
  title: 'Components/KeyValuePanel',
  component: KeyValuePanel,
  args: {
    title: 'Report no. 118',
    items: [
      { key: 'reason', label: 'Reason', value: 'Fake profile' },
      { key: 'source', label: 'Source', value: 'Notice through the complaints form' },
      { key: 'received', label: 'Received', value: '28 April 2026, 14:02' },
      { key: 'reports', label: 'Open reports on this profile', value: '3' },
      {
        key: 'note',
        label: 'What the sender wrote',
        value: 'The photos belong to an actor.\nThe same pictures are on a film website.',
      },
    ],
    actions: <Badge tone="warning">Claimed by you</Badge>,
  },
  argTypes: { columns: { control: 'inline-radio', options: keyValueColumns } },
} satisfies Meta<typeof KeyValuePanel>

export default meta
type Story = StoryObj<typeof meta>

export const Report: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Report no. 118' })
    await expect(within(region).getAllByRole('term')).toHaveLength(5)
  },
}

export const TwoColumns: Story = { args: { columns: 'two', title: 'Profile', actions: undefined } }
