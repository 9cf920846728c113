import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { samplePhoto } from '../../stories/sample-photos.ts'
import { Avatar } from '../Avatar/Avatar.tsx'
import { LinkButton } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { chatGlyph } from '../Icon/glyphs/chat.tsx'
import { chevronLeftGlyph } from '../Icon/glyphs/chevron-left.tsx'
import { coinsGlyph } from '../Icon/glyphs/coins.tsx'
import { crownGlyph } from '../Icon/glyphs/crown.tsx'
import { heartGlyph } from '../Icon/glyphs/heart.tsx'
import { logoutGlyph } from '../Icon/glyphs/logout.tsx'
import { searchGlyph } from '../Icon/glyphs/search.tsx'
import { settingsGlyph } from '../Icon/glyphs/settings.tsx'
import { userGlyph } from '../Icon/glyphs/user.tsx'
import { MenuButton, type MenuItem } from '../MenuButton/MenuButton.tsx'
import { NavigationBar, NavigationBarSpacer, type NavigationItem } from './NavigationBar.tsx'
import { mobileLayouts } from './NavigationBar.css.ts'

const memberItems: NavigationItem[] = [
  {
    key: 'search',
    href: '#members',
    label: 'Search',
    icon: <Icon glyph={searchGlyph} />,
    active: true,
  },
  {
    key: 'messages',
    href: '#chats',
    label: 'Messages',
    icon: <Icon glyph={chatGlyph} />,
    badge: { text: '99+', tone: 'unread', label: '99+ unread messages' },
  },
  {
    key: 'likes',
    href: '#likes',
    label: 'Likes',
    icon: <Icon glyph={heartGlyph} />,
    badge: { text: '3', tone: 'unread', label: '3 new likes' },
  },
]

const freeItems: NavigationItem[] = [
  ...memberItems,
  {
    key: 'premium',
    href: '#premium',
    label: 'Get Premium',
    icon: <Icon glyph={crownGlyph} />,
    emphasis: true,
  },
]

const paidItems: NavigationItem[] = [
  ...memberItems,
  {
    key: 'credits',
    href: '#credits/repeat-order',
    label: 'Credits',
    icon: <Icon glyph={coinsGlyph} />,
    badge: { text: '7', tone: 'warning', label: '7 credits left' },
  },
]

const menuItems: MenuItem[] = [
  {
    key: 'profile',
    label: 'My profile',
    href: '#profile',
    icon: <Icon glyph={userGlyph} size="sm" />,
  },
  {
    key: 'settings',
    label: 'Settings',
    href: '#notifications',
    icon: <Icon glyph={settingsGlyph} size="sm" />,
  },
  {
    key: 'logout',
    label: 'Logout',
    formAction: '#logout',
    icon: <Icon glyph={logoutGlyph} size="sm" />,
    separated: true,
  },
]

const menu = (
  <MenuButton
    label="Account menu"
    trigger={<Avatar name="Anna Jansen" src={samplePhoto(1)} size="sm" alt="" />}
    items={menuItems}
  />
)

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
        iconStart={<Icon glyph={chevronLeftGlyph} />}
      />
    ),
  },
}

export const CompactTopOnPhones: Story = {
  args: { mobileLayout: 'top' },
}
