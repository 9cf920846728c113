import { canAdminister, type StaffView } from '@dating/domain/staff'
import type { MessageId } from '@dating/i18n/message-ids'
import { locales } from '@dating/i18n/locales'
import { Button } from '@dating/ui/Button'
import { Select } from '@dating/ui/Select'
import { Form, Link, NavLink, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useText } from '~/utils/use-text.ts'
import * as styles from './BackofficeLayout.css.ts'

type NavItem = { to: string; label: MessageId; adminOnly?: boolean }

const navItems: NavItem[] = [
  { to: '/queue', label: 'backoffice.nav.queue' },
  { to: '/appeals', label: 'backoffice.nav.appeals' },
  { to: '/photos', label: 'backoffice.nav.photos' },
  { to: '/transparency', label: 'backoffice.nav.transparency' },
  { to: '/team', label: 'backoffice.nav.team', adminOnly: true },
  { to: '/audit', label: 'backoffice.nav.audit', adminOnly: true },
]

/** The frame of every back-office page: the work areas, who is logged in, the language. */
export function BackofficeLayout({
  staff,
  locale,
  children,
}: {
  staff: StaffView | null
  locale: string
  children: ReactNode
}) {
  const text = useText()
  const location = useLocation()
  const isAdmin = staff?.roles.some((role) => canAdminister(staff.roles, role.site_id)) ?? false
  const roleNames = staff
    ? [...new Set(staff.roles.map((role) => text(`backoffice.role.${role.role}`)))].join(', ')
    : ''
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {text('backoffice.skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to={staff ? '/queue' : '/login'} className={styles.title}>
          {text('backoffice.title')}
        </Link>
        {staff ? (
          <nav aria-label={text('backoffice.nav.label')} className={styles.nav}>
            <ul className={styles.navList}>
              {navItems
                .filter((item) => isAdmin || !item.adminOnly)
                .map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={styles.navLink}>
                      {text(item.label)}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
        {staff ? (
          <div className={styles.account}>
            <span className={styles.who}>
              {text('backoffice.loggedInAs', { name: staff.name, roles: roleNames })}
            </span>
            <Form method="post" action="/logout">
              <Button type="submit" name="everywhere" value="no" variant="ghost" size="sm">
                {text('backoffice.logout')}
              </Button>
              <Button type="submit" name="everywhere" value="yes" variant="ghost" size="sm">
                {text('backoffice.logoutEverywhere')}
              </Button>
            </Form>
          </div>
        ) : null}
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p>{text('backoffice.footer')}</p>
        <Form method="post" action="/language" className={styles.languageForm}>
          <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
          <Select
            label={text('backoffice.language')}
            name="locale"
            defaultValue={locale}
            options={locales.map((value) => ({
              value,
              label: text(`backoffice.languageName.${value}`),
            }))}
          />
          <Button type="submit" variant="secondary" size="sm">
            {text('backoffice.languageApply')}
          </Button>
        </Form>
      </footer>
    </div>
  )
}
