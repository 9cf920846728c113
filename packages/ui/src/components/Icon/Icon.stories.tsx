import type { Meta, StoryObj } from '@storybook/react-vite'
import { Icon } from './Icon.tsx'
import { iconSizes } from './Icon.css.ts'
import { allGlyphs, glyphNames } from './all-glyphs.ts'

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { glyph: allGlyphs.heart, size: 'lg' },
  argTypes: {
    glyph: { control: 'select', options: glyphNames, mapping: allGlyphs },
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
      {glyphNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon {...args} glyph={allGlyphs[name]} />
          {name}
        </li>
      ))}
    </ul>
  ),
}
