import type { ReactNode } from 'react'
import { type LinkComponent, useLinkComponent } from '../Link/Link.tsx'
import * as styles from './Footer.css.ts'

export type FooterLink = { key?: string; href: string; label: string }

export type FooterLinkGroup = { title: string; links: readonly FooterLink[] }

export type FooterCompany = {
  name: string
  /** Address, registration and VAT lines, already formatted. */
  lines: readonly string[]
}

export type FooterProps = {
  /** Accessible name of the link navigation, e.g. "Legal and help". */
  navLabel: string
  groups: readonly FooterLinkGroup[]
  company?: FooterCompany
  /** Site disclaimer, e.g. the fictional-profiles statement. */
  disclaimer?: ReactNode
  /** Region-specific notice such as the US privacy statement. */
  notice?: ReactNode
  /**
   * `us` puts the notice above the link groups, where US visitors expect the privacy
   * statement; `default` keeps it beside the disclaimer.
   */
  variant?: (typeof styles.footerVariants)[number]
  /** Bottom line, e.g. "© 2025 Flirtwave". */
  copyright?: ReactNode
  linkComponent?: LinkComponent
}

export function Footer({
  navLabel,
  groups,
  company,
  disclaimer,
  notice,
  variant = 'default',
  copyright,
  linkComponent,
}: FooterProps) {
  const Anchor = useLinkComponent(linkComponent)
  const noticeBlock = notice ? <div className={styles.notice}>{notice}</div> : null
  return (
    <footer className={styles.footer} data-variant={variant}>
      <div className={styles.inner}>
        {variant === 'us' ? noticeBlock : null}
        <div className={styles.main}>
          <nav aria-label={navLabel} className={styles.groups}>
            {groups.map((group) => (
              <div key={group.title}>
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.linkList}>
                  {group.links.map((link) => (
                    <li key={link.key ?? link.href}>
                      <Anchor href={link.href} className={styles.link}>
                        {link.label}
                      </Anchor>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          {company ? (
            <address className={styles.company}>
              <span className={styles.companyName}>{company.name}</span>
              {company.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          ) : null}
        </div>
        {variant === 'default' ? noticeBlock : null}
        {disclaimer ? <div className={styles.disclaimer}>{disclaimer}</div> : null}
        {copyright ? <div className={styles.bottom}>{copyright}</div> : null}
      </div>
    </footer>
  )
}
