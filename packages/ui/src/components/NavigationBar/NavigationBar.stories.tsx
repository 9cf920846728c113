import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { samplePhoto } from '../../stories/sample-photos.ts'
import { Avatar } from '../Avatar/Avatar.tsx'
import { LinkButton } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { NavigationBar, NavigationBarSpacer, type NavigationItem } from './NavigationBar.tsx'
import { mobileLayouts } from './NavigationBar.css.ts'

const memberItems: NavigationItem[] = [
  { key: 'search', href: '#members', label: 'Search', icon: <Icon name="search" />, active: true },
  {
    key: 'messages',
    href: '#chats',
    label: 'Messages',
    icon: <Icon name="chat" />,
    badge: { text: '99+', tone: 'unread', label: '99+ unread messages' },
  },
  {
    key: 'likes',
    href: '#likes',
    label: 'Likes',
    icon: <Icon name="heart" />,
    badge: { text: '3', tone: 'unread', label: '3 new likes' },
  },
]

const freeItems: NavigationItem[] = [
  ...memberItems,
  {
    key: 'premium',
    href: '#premium',
    label: 'Get Premium',
    icon: <Icon name="crown" />,
    emphasis: true,
  },
]

const paidItems: NavigationItem[] = [
  ...memberItems,
  {
    key: 'credits',
    href: '#credits/repeat-order',
    label: 'Credits',
    icon: <Icon name="coins" />,
    badge: { text: '7', tone: 'warning', label: '7 credits left' },
  },
]

const menu = {
  label: 'Account menu',
  trigger: <Avatar name="Anna Jansen" src={samplePhoto(1)} size="sm" alt="" />,
  items: [
    { key: 'profile', label: 'My profile', href: '#profile', icon: <Icon name="user" size="sm" /> },
    {
      key: 'settings',
      label: 'Settings',
      href: '#notifications',
      icon: <Icon name="settings" size="sm" />,
    },
    {
      key: 'logout',
      label: 'Logout',
      formAction: '#logout',
      icon: <Icon name="logout" size="sm" />,
      separated: true,
    },
  ],
}

const meta = {
  title: 'Components/NavigationBar',
  component: NavigationBar,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: 'Flirtwave',
    logoHref: '#',
    navLabel: 'Main',
    items: freeItems,
    menu,
  },
  argTypes: { mobileLayout: { control: 'inline-radio', options: mobileLayouts } },
  render: (args) => (
    <>
      <NavigationBar {...args} />
      <main style={{ padding: 24 }}>
        <p>Page content scrolls under the sticky bar.</p>
      </main>
      <NavigationBarSpacer />
    </>
  ),
} satisfies Meta<typeof NavigationBar>

export default meta
type Story = StoryObj<typeof meta>

export const FreeMember: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' })
    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByRole('menuitem', { name: 'My profile' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toHaveFocus()
  },
}

export const PaidMember: Story = { args: { items: paidItems } }

export const PaidOutOfCredits: Story = {
  args: {
    items: paidItems.map((item) =>
      item.key === 'credits'
        ? { ...item, badge: { text: '0', tone: 'danger', label: 'No credits left' } }
        : item,
    ),
  },
}

export const LoggedOut: Story = {
  args: {
    items: [],
    menu: undefined,
    actions: (
      <LinkButton href="#login" size="sm">
        Login
      </LinkButton>
    ),
  },
}

export const StandaloneWithBackButton: Story = {
  args: {
    start: (
      <LinkButton
        href="#back"
        variant="ghost"
        size="sm"
        aria-label="Back"
        iconStart={<Icon name="chevronLeft" />}
      />
    ),
  },
}

export const CompactTopOnPhones: Story = {
  args: { mobileLayout: 'top' },
}
