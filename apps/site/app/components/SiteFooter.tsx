import type { MessageId } from '@dating/i18n/message-ids'
import { cookieConsentPath } from '@dating/domain/cookie-consent'
import { isCountry } from '@dating/domain/country-codes'
import { readableSupportPhone } from '@dating/domain/support-contact'
import { Footer, type FooterCompany } from '@dating/ui/Footer'
import { useIntl } from 'react-intl'
import { type RootData, useRootData } from '~/utils/root-data.ts'

function companyLines(
  company: NonNullable<RootData['company']>,
  intl: ReturnType<typeof useIntl>,
): FooterCompany {
  const lines = [
    company.address,
    [
      company.city,
      isCountry(company.country)
        ? intl.formatMessage({ id: `country.${company.country}` })
        : company.country,
    ]
      .filter(Boolean)
      .join(', '),
    company.kvk
      ? intl.formatMessage({ id: 'footer.companyRegistration' }, { number: company.kvk })
      : '',
    company.vat_numbers.length > 0
      ? intl.formatMessage({ id: 'footer.vat' }, { numbers: company.vat_numbers.join(', ') })
      : '',
    company.tradenames.length > 0
      ? intl.formatMessage(
          { id: 'footer.tradenames' },
          { names: intl.formatList(company.tradenames, { type: 'conjunction' }) },
        )
      : '',
    intl.formatMessage(
      { id: 'footer.contact' },
      { email: company.support_email, phone: readableSupportPhone(company.support_phone) },
    ),
  ]
  return { name: company.name, lines: lines.filter((line) => line !== '') }
}

/** Footer of the default layout: legal and help links, company info, the disclaimer. */
export function SiteFooter() {
  const intl = useIntl()
  const { brand, company, locale, member } = useRootData()
  const label = (id: MessageId) => intl.formatMessage({ id })
  // SPEC §2: the US footer only for English, and only when the brand sets the flag.
  const usFooter = brand.usFooter && locale === 'en'
  return (
    <Footer
      variant={usFooter ? 'us' : 'default'}
      notice={usFooter ? label('footer.usNotice') : undefined}
      navLabel={label('footer.links')}
      groups={[
        {
          title: label('footer.legal'),
          links: [
            { href: '/pages/terms', label: label('footer.terms') },
            { href: '/pages/privacy', label: label('footer.privacy') },
            { href: '/pages/cookies', label: label('footer.cookies') },
            { href: cookieConsentPath, label: label('footer.cookieSettings') },
            { href: '/pages/ban', label: label('footer.ban') },
            { href: '/pages/return-policy', label: label('footer.returnPolicy') },
            // The withdrawal function, on every page while a purchase may be withdrawn from.
            ...(member?.withdrawalHref
              ? [{ href: member.withdrawalHref, label: label('withdrawal.start') }]
              : []),
            { href: '/pages/imprint', label: label('footer.imprint') },
          ],
        },
        {
          title: label('footer.help'),
          links: [
            { href: '/pricing', label: label('footer.pricing') },
            { href: '/complaints', label: label('footer.complaints') },
            { href: '/pages/faq', label: label('footer.faq') },
            { href: '/pages/service', label: label('footer.service') },
            {
              href: '/lang-config',
              label: intl.formatMessage(
                { id: 'footer.languageLink' },
                { language: label(`language.${locale}`) },
              ),
            },
          ],
        },
      ]}
      company={company ? companyLines(company, intl) : undefined}
      disclaimer={intl.formatMessage(
        { id: 'footer.disclaimer' },
        { brand: brand.name, icon: brand.fictionalIcon },
      )}
      copyright={intl.formatMessage(
        { id: 'footer.copyright' },
        { year: String(new Date().getFullYear()), company: company?.name ?? brand.name },
      )}
    />
  )
}
