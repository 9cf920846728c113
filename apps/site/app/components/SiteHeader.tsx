import { backButtonFallback } from '@dating/domain/app-shell'
import { creditsBadge, unreadBadgeText } from '@dating/domain/badges'
import { BackButton } from '@dating/ui/BackButton'
import { LinkButton } from '@dating/ui/Button'
import { useStandaloneDisplay } from '@dating/ui/standalone-display'
import { Icon } from '@dating/ui/Icon'
import { chatGlyph } from '@dating/ui/glyphs/chat'
import { coinsGlyph } from '@dating/ui/glyphs/coins'
import { crownGlyph } from '@dating/ui/glyphs/crown'
import { heartGlyph } from '@dating/ui/glyphs/heart'
import { searchGlyph } from '@dating/ui/glyphs/search'
import { userGlyph } from '@dating/ui/glyphs/user'
import { type NavigationItem, NavigationBar } from '@dating/ui/NavigationBar'
import { useLocation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { type MemberView, useRootData } from '~/utils/root-data.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { useCreditsWithValue } from '~/utils/credits-value.ts'
import { isSignupPage } from '~/utils/signup-links.ts'
import { useLiveCounts } from './live/LiveProvider.tsx'
import * as styles from './SiteHeader.css.ts'
import { SignupLinkButton } from './SignupModal.tsx'

// The account menu (members only) is rendered on the server; its code (the menu button's
// opening, keyboard and focus handling, the avatar, its icons) loads after hydration, outside
// the first load (decision 036h). The button opens the menu once that code has arrived, as before
// hydration.
const AccountMenu = markupUntilLoaded(() =>
  import('./AccountMenu.tsx').then((module) => module.AccountMenu),
)

function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`)
}

function memberItems(
  member: MemberView,
  intl: ReturnType<typeof useIntl>,
  creditsText: (credits: number) => string,
): NavigationItem[] {
  const unread = unreadBadgeText(member.unreadMessages)
  const newLikes = unreadBadgeText(member.newLikes)
  const credits = creditsBadge(member.credits, member.paidUser)
  const items: NavigationItem[] = [
    {
      key: 'search',
      href: '/members',
      label: intl.formatMessage({ id: 'nav.search' }),
      icon: <Icon glyph={searchGlyph} />,
    },
    {
      key: 'messages',
      href: '/chats',
      label: intl.formatMessage({ id: 'nav.messages' }),
      icon: <Icon glyph={chatGlyph} />,
      badge: unread
        ? {
            text: unread,
            tone: 'unread',
            label: intl.formatMessage(
              { id: 'nav.messagesUnread' },
              { count: member.unreadMessages },
            ),
          }
        : null,
    },
    {
      key: 'likes',
      href: '/likes',
      label: intl.formatMessage({ id: 'nav.likes' }),
      icon: <Icon glyph={heartGlyph} />,
      badge: newLikes
        ? {
            text: newLikes,
            tone: 'unread',
            label: intl.formatMessage({ id: 'nav.likesNew' }, { count: member.newLikes }),
          }
        : null,
    },
    {
      key: 'credits',
      href: member.paidUser ? '/credits/repeat-order' : '/credits',
      label: intl.formatMessage({ id: 'nav.credits' }),
      icon: <Icon glyph={coinsGlyph} />,
      badge: credits
        ? {
            text: credits.text,
            tone: credits.tone,
            label: intl.formatMessage(
              { id: 'nav.creditsBalanceValue' },
              { balance: creditsText(member.credits) },
            ),
          }
        : null,
    },
  ]
  return items
}

/** SPEC §2: a back button only in an installed (standalone) app, on the routes it names. */
function InstalledAppBack({ pathname }: { pathname: string }) {
  const intl = useIntl()
  const standalone = useStandaloneDisplay()
  const fallbackHref = backButtonFallback(pathname)
  if (!standalone || fallbackHref === null) return null
  return (
    <BackButton
      label={intl.formatMessage({ id: 'nav.back' })}
      fallbackHref={fallbackHref}
      className={styles.compactAction}
    />
  )
}

/** The top navigation of the default layout (SPEC §2) for visitors, free and paid members. */
export function SiteHeader() {
  const intl = useIntl()
  const { brand, member } = useRootData()
  const { pathname } = useLocation()
  // The stream keeps the badges current between page loads (src/components/live).
  const liveCounts = useLiveCounts()
  const creditsText = useCreditsWithValue()
  const back = <InstalledAppBack pathname={pathname} />
  const common = {
    logo: brand.name,
    logoHref: '/',
    logoLabel: intl.formatMessage({ id: 'nav.home' }, { brand: brand.name }),
    navLabel: intl.formatMessage({ id: 'nav.primary' }),
  }

  if (!member) {
    return (
      <NavigationBar
        {...common}
        mobileLayout="top"
        items={[
          {
            key: 'search',
            href: '/members',
            label: intl.formatMessage({ id: 'nav.search' }),
            icon: <Icon glyph={searchGlyph} />,
            active: isCurrent(pathname, '/members'),
          },
        ]}
        actions={
          <>
            {back}
            {isSignupPage(pathname) ? null : (
              <SignupLinkButton size="sm" className={styles.compactAction}>
                {intl.formatMessage({ id: 'signup.cta' })}
              </SignupLinkButton>
            )}
            <LinkButton
              href="/login"
              size="sm"
              variant="ghost"
              className={styles.compactAction}
              iconStart={<Icon glyph={userGlyph} size="sm" />}
            >
              <span className={styles.wideOnlyLabel}>
                {intl.formatMessage({ id: 'nav.login' })}
              </span>
            </LinkButton>
          </>
        }
      />
    )
  }

  const items = memberItems({ ...member, ...liveCounts }, intl, creditsText).map((item) => ({
    ...item,
    active: isCurrent(pathname, item.href),
  }))
  return (
    <NavigationBar
      {...common}
      items={items}
      actions={
        <>
          {back}
          {member.paidUser ? null : (
            // In the top bar rather than the phone's bottom bar, where the label would not fit.
            <LinkButton
              href="/premium"
              size="sm"
              iconStart={<Icon glyph={crownGlyph} size="sm" />}
              aria-current={isCurrent(pathname, '/premium') ? 'page' : undefined}
            >
              {intl.formatMessage({ id: 'nav.getPremium' })}
            </LinkButton>
          )}
        </>
      }
      menu={<AccountMenu member={member} />}
    />
  )
}
