import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon } from './Icon.tsx'
import { iconSizes } from './Icon.css.ts'
import { iconNames } from './paths.tsx'

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'heart', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 16,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon {...args} name={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
}
