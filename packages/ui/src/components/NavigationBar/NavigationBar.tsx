import type { ReactNode } from 'react'
import { visuallyHidden } from '../../utils/visually-hidden.css.ts'
import { Badge, type BadgeTone } from '../Badge/Badge.tsx'
import { type LinkComponent, useLinkComponent } from '../Link/Link.tsx'
import * as styles from './NavigationBar.css.ts'

export type NavigationItemBadge = {
  /** Visible text, e.g. "99+" (see `unreadBadgeText` in @dating/domain/badges). */
  text: string
  tone: BadgeTone
  /** Full text for screen readers, e.g. "99+ unread messages". */
  label: string
}

export type NavigationItem = {
  key: string
  href: string
  label: string
  icon: ReactNode
  badge?: NavigationItemBadge | null
  /** Marks the link of the current page with `aria-current="page"`. */
  active?: boolean
  /** Highlights a call to action such as "Get Premium". */
  emphasis?: boolean
}

export type NavigationBarProps = {
  /** The brand mark: text or an image. */
  logo: ReactNode
  logoHref: string
  /** Accessible name of the logo link when `logo` is an image, e.g. "Flirtwave home". */
  logoLabel?: string
  /** Accessible name of the `<nav>`, e.g. "Main". */
  navLabel: string
  items: readonly NavigationItem[]
  /**
   * The account dropdown (My profile, Settings, Logout): a `<MenuButton>` (@dating/ui/MenuButton),
   * after the actions. A slot, so a page that shows none does not load the menu's code.
   */
  menu?: ReactNode
  /** Right-hand slot, e.g. the Login button for visitors. */
  actions?: ReactNode
  /** Left-hand slot before the logo, e.g. the back button of the installed app. */
  start?: ReactNode
  /** Phones show the items in a fixed bottom icon bar (default) or as icons in the top bar. */
  mobileLayout?: NonNullable<styles.NavigationBarVariants['mobileLayout']>
  linkComponent?: LinkComponent
}

/**
 * Site header. From 768 px it is one top bar; below, items move to a bottom icon bar (render
 * `NavigationBarSpacer` at the end of the page) or shrink to icons in the top bar.
 */
export function NavigationBar({
  logo,
  logoHref,
  logoLabel,
  navLabel,
  items,
  menu,
  actions,
  start,
  mobileLayout = 'bottom',
  linkComponent,
}: NavigationBarProps) {
  const Anchor = useLinkComponent(linkComponent)
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {start ? <div className={styles.start}>{start}</div> : null}
        <Anchor href={logoHref} className={styles.logo} aria-label={logoLabel}>
          {logo}
        </Anchor>
        {items.length > 0 ? (
          <nav aria-label={navLabel} className={styles.nav({ mobileLayout })}>
            <ul className={styles.list({ mobileLayout })}>
              {items.map((item) => (
                <li key={item.key} className={styles.listItem}>
                  <Anchor
                    href={item.href}
                    aria-current={item.active ? 'page' : undefined}
                    className={styles.itemLink({ mobileLayout, emphasis: item.emphasis ?? false })}
                  >
                    <span className={styles.itemIcon}>
                      {item.icon}
                      {item.badge ? (
                        <Badge
                          tone={item.badge.tone}
                          size="sm"
                          aria-hidden="true"
                          className={styles.itemBadge}
                        >
                          {item.badge.text}
                        </Badge>
                      ) : null}
                    </span>
                    <span className={styles.itemLabel({ mobileLayout })}>{item.label}</span>
                    {item.badge ? (
                      <span className={visuallyHidden}> ({item.badge.label})</span>
                    ) : null}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {actions || menu ? (
          <div className={styles.actions}>
            {actions}
            {menu}
          </div>
        ) : null}
      </div>
    </header>
  )
}

/** Space at the end of the page so the phone bottom bar never covers content. */
export function NavigationBarSpacer() {
  return <div className={styles.spacer} aria-hidden="true" />
}
