import { type Locale, locales, visibleLocales } from '@dating/i18n/locales'
import { visitorCookies } from '@dating/remix-server/cookies'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { Box } from '@dating/ui/Box'
import { Tiles } from '@dating/ui/Tiles'
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { Form, type MetaFunction, useNavigation, useSearchParams } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import * as page from '~/styles/page.css.ts'
import * as styles from '~/styles/lang-config.css.ts'
import { apiFor, isApiError, visitorOf } from '~/utils/api.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { safeRedirectTarget } from '~/utils/redirect-target.ts'
import { useRootData } from '~/utils/root-data.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'langConfig.title') },
]

const languageFormSchema = v.object({
  locale: v.picklist(locales),
  redirectTo: v.optional(v.string()),
})

export async function action({ request }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData())
  const parsed = v.safeParse(languageFormSchema, form)
  if (!parsed.success) throw new Response(null, { status: 400 })
  const { locale, redirectTo } = parsed.output
  const { api, responseHeaders } = apiFor(request)
  const visitor = visitorOf(request)
  if (visitor.hasSession) {
    try {
      await api.updateUser({ language: locale })
    } catch (error) {
      // A stale session simply has no member language to update; the cookie still applies.
      if (!isApiError(error, 403)) console.error('[site] language update failed:', error)
    }
  }
  const headers = new Headers()
  for (const cookie of responseHeaders.getSetCookie()) {
    if (!cookie.startsWith(`${visitorCookies.locale.name}=`)) headers.append('set-cookie', cookie)
  }
  headers.append('set-cookie', visitor.setCookie('locale', locale))
  return redirect(safeRedirectTarget(redirectTo, '/'), { headers })
}

export default function LanguageSettings() {
  const intl = useIntl()
  const { locale: current, brand } = useRootData()
  // SPEC §9: the brand's countries decide its languages (English always); the current one stays.
  const offered = locales.filter(
    (locale) => locale === current || visibleLocales(brand.countries).includes(locale),
  )
  const [searchParams] = useSearchParams()
  const navigation = useNavigation()
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <Form method="post" action="/lang-config" className={page.stack}>
          <Box as="fieldset">
            <legend className={page.heading}>
              {intl.formatMessage({ id: 'langConfig.title' })}
            </legend>
            <p className={page.lead}>{intl.formatMessage({ id: 'langConfig.intro' })}</p>
            <Tiles columns={{ mobile: 2, sm: 3 }} space="sm">
              {offered.map((locale: Locale) => (
                <label key={locale} className={styles.option}>
                  <input
                    type="radio"
                    name="locale"
                    value={locale}
                    defaultChecked={locale === current}
                    className={styles.radio}
                  />
                  <span lang={locale}>{intl.formatMessage({ id: `language.${locale}` })}</span>
                </label>
              ))}
            </Tiles>
          </Box>
          <input type="hidden" name="redirectTo" value={searchParams.get('redirectTo') ?? '/'} />
          <Button type="submit" size="lg" fullWidth loading={navigation.state === 'submitting'}>
            {intl.formatMessage({ id: 'langConfig.submit' })}
          </Button>
        </Form>
      </Card>
    </div>
  )
}
