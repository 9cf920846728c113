import { createPaymentCalls } from '@dating/api-client/payments-calls'
import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { PackageList } from '~/components/credits/PackageList.tsx'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { useCreditsWithValue } from '~/utils/credits-value.ts'
import { useRootData } from '~/utils/root-data.ts'

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'pricing.title') }]

/** Public prices (SPEC §2 pricing, footer link): the packages and what a message costs. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { client, responseHeaders } = apiFor(request)
  const offer = await createPaymentCalls(client).getPackages()
  return json({ offer }, { headers: responseHeaders })
}

export default function Pricing() {
  const intl = useIntl()
  const { offer } = useLoaderData<typeof loader>()
  const { member } = useRootData()
  const smallest = offer.packages[0]
  // Visitors have paid nothing yet: the value is the smallest package's price per credit.
  const creditsText = useCreditsWithValue(
    smallest
      ? { currency: smallest.currency, amount: smallest.amount, credits: smallest.credits }
      : null,
  )
  return (
    <div className={page.container}>
      <h1 className={page.heading}>{intl.formatMessage({ id: 'pricing.title' })}</h1>
      <p className={page.lead}>
        {intl.formatMessage({ id: 'pricing.intro' }, { cost: creditsText(offer.message_credits) })}
      </p>
      <PackageList packages={offer.packages} buyable={member !== null} />
      <p className={page.lead}>{intl.formatMessage({ id: 'pricing.oneOff' })}</p>
    </div>
  )
}
