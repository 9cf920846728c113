import type { Meta, StoryObj } from '@storybook/react-vite'
import { Footer, type FooterLinkGroup } from './Footer.tsx'
import { footerVariants } from './Footer.css.ts'

const groups: FooterLinkGroup[] = [
  {
    title: 'Legal',
    links: [
      { href: '#pages/terms', label: 'Terms and conditions' },
      { href: '#pages/privacy', label: 'Privacy statement' },
      { href: '#pages/cookies', label: 'Cookies' },
      { href: '#pages/ban', label: 'Access ban' },
    ],
  },
  {
    title: 'Service',
    links: [
      { href: '#pricing', label: 'Pricing' },
      { href: '#pages/return-policy', label: 'Return policy' },
      { href: '#complaints', label: 'Complaints' },
    ],
  },
  {
    title: 'Help',
    links: [
      { href: '#pages/faq', label: 'FAQ' },
      { href: '#pages/service', label: 'Customer service' },
    ],
  },
]

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    navLabel: 'Legal and help',
    groups,
    company: {
      name: 'Flirtwave B.V.',
      lines: [
        'Keizersgracht 1, 1015 CJ Amsterdam, Netherlands',
        'KvK 12345678 · VAT NL001234567B01',
      ],
    },
    disclaimer:
      'Some profiles on this site are fictional and marked with an icon. Members must be 18 or older.',
    copyright: '© 2025 Flirtwave',
    variant: 'default',
  },
  argTypes: { variant: { control: 'inline-radio', options: footerVariants } },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const UnitedStates: Story = {
  args: {
    variant: 'us',
    notice:
      'California residents: we do not sell your personal information. See the privacy statement for your rights.',
  },
}
