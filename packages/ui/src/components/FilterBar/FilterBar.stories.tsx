import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Select } from '../Select/Select.tsx'
import { FilterBar } from './FilterBar.tsx'

const meta = {
  title: 'Components/FilterBar',
  component: FilterBar,
  args: {
    title: 'Filter the queue',
    submitLabel: 'Apply filters',
    resetLabel: 'Clear filters',
    resetHref: '?',
    summary: '42 open reports',
    // Stories never leave the page.
    onSubmit: (event) => event.preventDefault(),
    children: (
      <>
        <Select
          label="Brand"
          name="site"
          placeholder="All brands"
          options={[
            { value: '1', label: 'Flirtwave' },
            { value: '2', label: 'Herzklopfen' },
          ]}
        />
        <Select
          label="Reason"
          name="reason"
          placeholder="Any reason"
          options={[
            { value: 'fake_profile', label: 'Fake profile' },
            { value: 'spam', label: 'Spam or advertising' },
          ]}
        />
        <Select
          label="Source"
          name="source"
          placeholder="Notices and reports"
          options={[
            { value: 'notice', label: 'Notices' },
            { value: 'member', label: 'Member reports' },
          ]}
        />
        <Select
          label="Waiting for"
          name="age"
          placeholder="Any time"
          options={[
            { value: '1d', label: 'More than a day' },
            { value: '7d', label: 'More than a week' },
          ]}
        />
      </>
    ),
  },
} satisfies Meta<typeof FilterBar>

export default meta
type Story = StoryObj<typeof meta>

export const QueueFilters: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Filter the queue' })
    const landmark = heading.closest('search')
    await expect(landmark).toHaveAttribute('aria-labelledby', heading.id)
    const search = within(landmark as HTMLElement)
    const reason = search.getByRole('combobox', { name: 'Reason' })
    await userEvent.selectOptions(reason, 'spam')
    await expect(reason).toHaveValue('spam')
    await userEvent.click(search.getByRole('button', { name: 'Apply filters' }))
  },
}

export const WithoutReset: Story = {
  args: { resetLabel: undefined, resetHref: undefined, summary: undefined },
}
