import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link } from './Link.tsx'
import { linkTones } from './Link.css.ts'

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#pages/faq', children: 'Frequently asked questions' },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {linkTones.map((tone) => (
        <Link key={tone} {...args} tone={tone}>
          {tone} link
        </Link>
      ))}
      <Link {...args} underline="hover">
        Underlined on hover
      </Link>
    </div>
  ),
}
