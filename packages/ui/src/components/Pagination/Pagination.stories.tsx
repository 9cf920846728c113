import type { Meta, StoryObj } from '@storybook/react-vite'
import { Pagination } from './Pagination.tsx'

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    page: 5,
    pageCount: 42,
    hrefForPage: (page: number) => `#members?page=${page}`,
    label: 'Pages',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (page: number) => `Page ${page}`,
  },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const Middle: Story = {}

export const First: Story = { args: { page: 1 } }

export const Last: Story = { args: { page: 42 } }

export const FewPages: Story = { args: { page: 2, pageCount: 3 } }
