import type { MessageId } from '@dating/i18n/message-ids'
import { cookieConsentPath } from '@dating/domain/cookie-consent'
import { Card } from '@dating/ui/Card'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { visitorOf } from '@dating/remix-server/visitor'
import { Button } from '@dating/ui/Button'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import { cookieConsentAnswer, localReturnPath } from '@dating/remix-server/cookie-consent'
import { Inline } from '@dating/ui/Inline'
import { pageTitle } from '~/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'cookies.settings.title') },
]

/** The cookie settings (the footer's "Cookie settings"): the answer given, and a new one. */
export function loader({ request }: LoaderFunctionArgs) {
  const { cookieConsent } = visitorOf(request)
  const saved = new URL(request.url).searchParams.get('saved') === '1'
  return { cookieConsent, saved }
}

/** The banner's and this page's answer: stored, then back where the visitor was. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const cookies = cookieConsentAnswer(request, form)
  if (!cookies) return data({ invalid: true }, { status: 400 })
  const headers = new Headers()
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  const returnTo = form.get('returnTo')
  return redirect(returnTo === null ? `${cookieConsentPath}?saved=1` : localReturnPath(returnTo), {
    status: 303,
    headers,
  })
}

export default function CookieSettings() {
  const intl = useIntl()
  const { cookieConsent, saved } = useLoaderData<typeof loader>()
  const message = (id: MessageId) => intl.formatMessage({ id })
  return (
    <div className={page.narrow}>
      <h1 className={page.heading}>{message('cookies.settings.title')}</h1>
      <Card as="section" padding="lg">
        <p>
          {intl.formatMessage(
            { id: 'cookies.banner.text' },
            { policy: (text) => <a href="/pages/cookies">{text}</a> },
          )}
        </p>
        <p role={saved ? 'status' : undefined}>
          {message(
            cookieConsent === 'all'
              ? 'cookies.settings.currentAll'
              : cookieConsent === 'necessary'
                ? 'cookies.settings.currentNecessary'
                : 'cookies.settings.currentNone',
          )}
        </p>
        <Inline as="form" space="sm" method="post" action={cookieConsentPath}>
          <Button type="submit" name="choice" value="necessary" variant="secondary">
            {message('cookies.banner.refuse')}
          </Button>
          <Button type="submit" name="choice" value="all" variant="secondary">
            {message('cookies.banner.accept')}
          </Button>
        </Inline>
      </Card>
    </div>
  )
}
