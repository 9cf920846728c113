import { cookieConsentPath } from '@dating/domain/cookie-consent'
import type { MessageId } from '@dating/i18n/message-ids'
import type { CompanyInfo } from '@dating/api-client/calls'
import { Footer, type FooterCompany } from '@dating/ui/Footer'
import { type IntlShape, useIntl } from 'react-intl'
import type { LanderLayoutProps } from './lander-layout-props.ts'
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

/** The lander layout's footer: company, legal links, disclaimer and copyright. */
export function LanderFooter({
  brandName,
  fictionalIcon,
  company,
  siteUrl,
  year,
}: Omit<LanderLayoutProps, 'children'>) {
  const intl = useIntl()
  const label = (id: MessageId) => intl.formatMessage({ id })
  const link = (path: string, id: MessageId) => ({ href: `${siteUrl}${path}`, label: label(id) })
  return (
    <Footer
      navLabel={label('footer.links')}
      groups={[
        {
          title: label('footer.legal'),
          links: [
            link('/pages/terms', 'footer.terms'),
            link('/pages/privacy', 'footer.privacy'),
            link('/pages/cookies', 'footer.cookies'),
            // The landers' own cookies are answered for here, on the landers' domain.
            { href: cookieConsentPath, label: label('footer.cookieSettings') },
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
  )
}
