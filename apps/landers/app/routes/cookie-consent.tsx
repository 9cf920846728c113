import { cookieConsentAnswer, localReturnPath } from '@dating/remix-server/cookie-consent'
import { visitorOf } from '@dating/remix-server/visitor'
import { Button } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { cookieConsentPath } from '@dating/domain/cookie-consent'
import { useIntl } from 'react-intl'
import * as styles from '../components/LanderCookieBanner/CookieSettings.css.ts'

/** The landers' cookie settings (their own domain's cookies): the answer given, and a new one. */
export function loader({ request }: LoaderFunctionArgs) {
  return { cookieConsent: visitorOf(request).cookieConsent }
}

/** The banner's and this page's answer (decision 059): stored, then back where the visitor was. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const cookies = cookieConsentAnswer(request, form)
  if (!cookies) return data({ invalid: true }, { status: 400 })
  const headers = new Headers()
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  const returnTo = form.get('returnTo')
  return redirect(returnTo === null ? cookieConsentPath : localReturnPath(returnTo), {
    status: 303,
    headers,
  })
}

export default function LanderCookieSettings() {
  const intl = useIntl()
  const { cookieConsent } = useLoaderData<typeof loader>()
  return (
    <main className={styles.page}>
      <Card padding="lg">
        <h1 className={styles.heading}>{intl.formatMessage({ id: 'cookies.settings.title' })}</h1>
        <p>
          {intl.formatMessage({
            id:
              cookieConsent === 'all'
                ? 'cookies.settings.currentAll'
                : cookieConsent === 'necessary'
                  ? 'cookies.settings.currentNecessary'
                  : 'cookies.settings.currentNone',
          })}
        </p>
        <form method="post" action={cookieConsentPath} className={styles.actions}>
          <Button type="submit" name="choice" value="necessary" variant="secondary">
            {intl.formatMessage({ id: 'cookies.banner.refuse' })}
          </Button>
          <Button type="submit" name="choice" value="all" variant="secondary">
            {intl.formatMessage({ id: 'cookies.banner.accept' })}
          </Button>
        </form>
      </Card>
    </main>
  )
}
