import { createPaymentCalls } from '@dating/api-client/payments-calls'
import { LinkButton } from '@dating/ui/Button'
import { Inline } from '@dating/ui/Inline'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { useCreditsWithValue } from '~/utils/credits-value.ts'
import { PackageList } from '~/components/credits/PackageList.tsx'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'credits.title') }]

/** The credit packages for the member (SPEC §2 credits), with the welcome price while it runs. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, client, responseHeaders } = apiFor(request)
  const calls = createPaymentCalls(client)
  const [user, offer] = await Promise.all([api.getCurrentUser(), calls.getPackages()]).catch(
    loginOnAuthRequired(request),
  )
  // SPEC §8: a failed welcome-code load is ignored.
  const welcome = await calls.getWelcomeCode().catch(() => null)
  return json(
    {
      credits: user.credits,
      offer,
      welcomePercentage: welcome?.status === 'active' ? welcome.value_percentage : null,
    },
    { headers: responseHeaders },
  )
}

export default function Credits() {
  const intl = useIntl()
  const { credits, offer, welcomePercentage } = useLoaderData<typeof loader>()
  const creditsText = useCreditsWithValue()
  return (
    <div className={page.container}>
      <h1 className={page.heading}>{intl.formatMessage({ id: 'credits.title' })}</h1>
      <p className={page.lead}>
        {intl.formatMessage({ id: 'credits.balanceValue' }, { balance: creditsText(credits) })}{' '}
        {intl.formatMessage({ id: 'credits.premiumNote' })}
      </p>
      {welcomePercentage ? (
        <p className={page.lead}>
          {intl.formatMessage({ id: 'credits.welcomeApplied' }, { percentage: welcomePercentage })}
        </p>
      ) : null}
      <PackageList packages={offer.packages} buyable discountPercentage={welcomePercentage} />
      <Inline space="sm" align="center">
        <LinkButton href="/transactions" variant="ghost">
          {intl.formatMessage({ id: 'credits.transactionsLink' })}
        </LinkButton>
        <LinkButton href="/premium" variant="ghost">
          {intl.formatMessage({ id: 'credits.premiumLink' })}
        </LinkButton>
      </Inline>
    </div>
  )
}
