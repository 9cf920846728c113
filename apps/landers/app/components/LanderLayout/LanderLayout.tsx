import type { MessageId } from '@dating/i18n/message-ids'
import type { CompanyInfo } from '@dating/api-client/calls'
import { Footer, type FooterCompany } from '@dating/ui/Footer'
import { Icon } from '@dating/ui/Icon'
import type { ReactNode } from 'react'
import { type IntlShape, useIntl } from 'react-intl'
import * as styles from './LanderLayout.css.ts'

export interface LanderLayoutProps {
  brandName: string
  /** settings.php fictional_icon, named in the disclaimer. */
  fictionalIcon: string
  company: CompanyInfo | null
  /** The member site: legal pages live there, not on the lander's domain. */
  siteUrl: string
  /** The year for the copyright line, decided on the server so hydration agrees. */
  year: number
  children: ReactNode
}

function companyLines(company: CompanyInfo, intl: IntlShape): FooterCompany {
  const lines = [
    company.address,
    [company.city, company.country].filter(Boolean).join(', '),
    company.kvk
      ? intl.formatMessage({ id: 'footer.companyRegistration' }, { number: company.kvk })
      : '',
    company.vat_numbers.length > 0
      ? intl.formatMessage({ id: 'footer.vat' }, { numbers: company.vat_numbers.join(', ') })
      : '',
  ]
  return { name: company.name, lines: lines.filter((line) => line !== '') }
}

/** SPEC §2's lander layout: a logo bar, the page, and a footer with company and legal links. */
export function LanderLayout({
  brandName,
  fictionalIcon,
  company,
  siteUrl,
  year,
  children,
}: LanderLayoutProps) {
  const intl = useIntl()
  const label = (id: MessageId) => intl.formatMessage({ id })
  const link = (path: string, id: MessageId) => ({ href: `${siteUrl}${path}`, label: label(id) })
  return (
    <div className={styles.page}>
      <header className={styles.logoBar}>
        <span className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            <Icon name="heart" size="md" />
          </span>
          {brandName}
        </span>
      </header>
      <main className={styles.main}>{children}</main>
      <Footer
        navLabel={label('footer.links')}
        groups={[
          {
            title: label('footer.legal'),
            links: [
              link('/pages/terms', 'footer.terms'),
              link('/pages/privacy', 'footer.privacy'),
              link('/pages/cookies', 'footer.cookies'),
              link('/pages/ban', 'footer.ban'),
              link('/pages/return-policy', 'footer.returnPolicy'),
              link('/pages/imprint', 'footer.imprint'),
            ],
          },
          {
            title: label('footer.help'),
            links: [
              link('/pricing', 'footer.pricing'),
              link('/complaints', 'footer.complaints'),
              link('/pages/faq', 'footer.faq'),
              link('/pages/service', 'footer.service'),
            ],
          },
        ]}
        company={company ? companyLines(company, intl) : undefined}
        disclaimer={intl.formatMessage(
          { id: 'footer.disclaimer' },
          { brand: brandName, icon: fictionalIcon },
        )}
        copyright={intl.formatMessage(
          { id: 'footer.copyright' },
          { year: String(year), company: company?.name ?? brandName },
        )}
      />
    </div>
  )
}
