import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { CookieBanner } from './CookieBanner.tsx'

const meta = {
  title: 'Components/CookieBanner',
  component: CookieBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Cookies',
    action: '/cookie-consent',
    acceptLabel: 'Allow all',
    refuseLabel: 'Only necessary',
    hiddenFields: { returnTo: '/' },
    children: (
      <p>
        We use only the cookies the site needs to work. With your permission we would also remember
        for 30 days which partner site sent you. <a href="/pages/cookies">Cookie policy</a>
      </p>
    ),
  },
} satisfies Meta<typeof CookieBanner>

export default meta
type Story = StoryObj<typeof meta>

export const Asking: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cookies' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Only necessary' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Allow all' })).toBeVisible()
  },
}

export const German: Story = {
  args: {
    title: 'Cookies',
    acceptLabel: 'Alle erlauben',
    refuseLabel: 'Nur notwendige',
    children: (
      <p>
        Wir verwenden nur die Cookies, die die Seite braucht. Mit deiner Erlaubnis merken wir uns 30
        Tage lang, über welche Partnerseite du gekommen bist.
      </p>
    ),
  },
}
