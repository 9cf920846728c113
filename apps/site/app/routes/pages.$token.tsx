import { cleanSupportPhone, readableSupportPhone } from '@dating/domain/support-contact'
import { loadMessages } from '@dating/i18n/catalogues'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import { legalDocument } from '~/legal/legal-document.server.ts'
import { legalPageTokenSchema } from '~/legal/pages.ts'
import * as page from '~/styles/page.css.ts'
import * as styles from '~/styles/legal.css.ts'
import { apiFor, brandDomain, currentMember } from '~/utils/api.server.ts'
import { legalFacts } from '~/utils/legal-facts.server.ts'
import { localeForRequest } from '~/utils/locale.server.ts'
import { pageTitle } from '~/utils/meta.ts'

/** SPEC §2's legal and info pages, /pages/{token}, in the page's language with the brand's company data. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = v.safeParse(legalPageTokenSchema, params.token)
  if (!token.success) throw new Response(null, { status: 404 })
  const { api } = apiFor(request)
  const [settings, company, user] = await Promise.all([
    api.getSettings({ domain: brandDomain(request) }),
    api.getCompanyInfo(),
    currentMember(request, api),
  ])
  const { catalogueId } = localeForRequest(request, {
    memberLanguage: user?.language,
    domainLanguage: settings.domain_language,
    usFooter: settings.us_footer,
  })
  const facts = legalFacts(settings, company, catalogueId, await loadMessages(catalogueId))
  const document = await legalDocument(catalogueId, token.output, facts)
  return json(
    {
      token: token.output,
      document,
      termsDate: facts.termsDate,
      company: {
        name: company.name,
        address: company.address,
        city: company.city,
        country: facts.country,
        kvk: company.kvk,
        vatNumbers: company.vat_numbers.join(', '),
        tradenames: facts.tradenames,
        email: company.support_email,
        phone: cleanSupportPhone(company.support_phone),
        phoneText: readableSupportPhone(company.support_phone),
      },
    },
    { headers: { 'cache-control': 'private, max-age=300' } },
  )
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? [
        { title: pageTitle(matches, { text: data.document.title }) },
        { name: 'description', content: data.document.description },
      ]
    : [{ title: pageTitle(matches, 'error.notFound.title') }]

export default function LegalPage() {
  const intl = useIntl()
  const { token, document, termsDate, company } = useLoaderData<typeof loader>()
  return (
    <article className={styles.article} aria-labelledby="legal-title">
      <h1 id="legal-title" className={page.heading}>
        {document.title}
      </h1>
      {token === 'terms' ? (
        <Box as="p" color="muted" fontSize="sm" marginBottom="lg">
          {intl.formatMessage({ id: 'legal.version' }, { date: termsDate })}
        </Box>
      ) : null}
      <Stack
        as="address"
        space="xxs"
        padding="md"
        marginBottom="lg"
        borderRadius="md"
        background="surfaceSunken"
        overflowWrap="anywhere"
        className={styles.companyBox}
        aria-label={intl.formatMessage({ id: 'legal.company' })}
      >
        <Box as="span" fontWeight="bold">
          {company.name}
        </Box>
        <span>{company.address}</span>
        <span>{[company.city, company.country].filter(Boolean).join(', ')}</span>
        {company.kvk ? (
          <span>
            {intl.formatMessage({ id: 'footer.companyRegistration' }, { number: company.kvk })}
          </span>
        ) : null}
        {company.vatNumbers ? (
          <span>{intl.formatMessage({ id: 'footer.vat' }, { numbers: company.vatNumbers })}</span>
        ) : null}
        <span>
          {intl.formatMessage({ id: 'footer.tradenames' }, { names: company.tradenames })}
        </span>
        <span>
          <a href={`mailto:${company.email}`}>{company.email}</a>
          {' · '}
          <a href={`tel:${company.phone}`}>{company.phoneText}</a>
        </span>
      </Stack>
      {document.sections.map((section) => (
        <Box as="section" marginBottom="lg" key={section.heading}>
          <Box as="h2" fontSize={{ mobile: 'lg', md: 'xl' }} fontWeight="bold" marginBottom="sm">
            {section.heading}
          </Box>
          {section.paragraphs.map((paragraph) => (
            <Box
              as="p"
              marginBottom="sm"
              overflowWrap="anywhere"
              className={styles.paragraph}
              key={paragraph}
            >
              {paragraph}
            </Box>
          ))}
        </Box>
      ))}
    </article>
  )
}
