import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Icon } from '../Icon/Icon.tsx'
import { crownGlyph } from '../Icon/glyphs/crown.tsx'
import { heartGlyph } from '../Icon/glyphs/heart.tsx'
import { Button, LinkButton } from './Button.tsx'
import { buttonSizes, buttonVariants } from './Button.css.ts'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Send message', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonSizes.map((size) => (
        <div
          key={size}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}
        >
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
}

export const WithIcons: Story = {
  args: {
    children: 'Like',
    iconStart: <Icon glyph={heartGlyph} />,
  },
}

export const Loading: Story = { args: { loading: true, children: 'Logging in' } }

export const Disabled: Story = { args: { disabled: true } }

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Sign up for free' },
}

export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <LinkButton
          key={variant}
          href="#premium"
          variant={variant}
          iconStart={<Icon glyph={crownGlyph} />}
        >
          Get Premium
        </LinkButton>
      ))}
    </div>
  ),
}
