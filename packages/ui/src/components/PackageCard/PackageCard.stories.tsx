import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button } from '../Button/Button.tsx'
import { PackageCard } from './PackageCard.tsx'
import { packageStyles } from './PackageCard.css.ts'

const meta = {
  title: 'Components/PackageCard',
  component: PackageCard,
  args: {
    packageStyle: 'p2',
    title: '120 credits',
    price: '€59.99',
    detail: 'One message: €1.50',
    popularLabel: 'Popular',
    action: <Button fullWidth>Buy</Button>,
  },
  argTypes: { packageStyle: { control: 'inline-radio', options: packageStyles } },
} satisfies Meta<typeof PackageCard>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Styles: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
      }}
    >
      {packageStyles.map((packageStyle, index) => (
        <PackageCard
          key={packageStyle}
          packageStyle={packageStyle}
          title={`${[20, 50, 120, 300][index]} credits`}
          price={['€14.99', '€29.99', '€59.99', '€119.99'][index]}
          detail="One message: €1.50"
          popularLabel={packageStyle === 'p2' ? 'Popular' : undefined}
          action={<Button fullWidth>Buy</Button>}
        />
      ))}
    </div>
  ),
}

export const Discounted: Story = {
  args: { listPrice: '€59.99', price: '€44.99', popularLabel: undefined, packageStyle: 'p1' },
}
