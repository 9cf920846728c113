import { rootMessages } from '../utils/catalogue.ts'
import { SignupFlow } from '@dating/signup-flow/SignupFlow'
import { Card } from '@dating/ui/Card'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { createIntl, useIntl } from 'react-intl'
import * as styles from '../components/LanderSignup/LanderSignup.css.ts'
import { useLanderSignup } from '../components/LanderSignup/useLanderSignup.ts'
import type { loader as rootLoader } from '../root.tsx'
import { handoverPath, siteLoginUrl } from '../utils/lander-signup.ts'
import { landerTracking } from '../utils/tracking.ts'

/** The signup as a page of its own, where the lander's call to action leads without the dialog. */
export function loader({ request }: LoaderFunctionArgs) {
  return { tracking: landerTracking(request) }
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data
  if (!root) return []
  const intl = createIntl({ locale: root.locale, messages: rootMessages(root) })
  return [{ title: intl.formatMessage({ id: 'signup.title' }, { brand: root.brandName }) }]
}

export default function LanderSignupPage() {
  const { tracking } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  if (!root) throw new Error('The signup page renders inside the root route')
  return (
    <SignupPage
      tracking={tracking}
      brandName={root.brandName}
      signups={root.signups}
      locale={root.locale}
      siteUrl={root.siteUrl}
    />
  )
}

function SignupPage({
  brandName,
  ...options
}: Parameters<typeof useLanderSignup>[0] & { brandName: string }) {
  const intl = useIntl()
  const actor = useLanderSignup(options)
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>
          {intl.formatMessage({ id: 'signup.title' }, { brand: brandName })}
        </h1>
        <p className={styles.lead}>{intl.formatMessage({ id: 'signup.lead' })}</p>
      </div>
      <Card padding="lg">
        <SignupFlow
          actor={actor}
          brandName={brandName}
          continueHref={handoverPath}
          loginHref={siteLoginUrl(options.siteUrl)}
          headingLevel={2}
        />
      </Card>
    </div>
  )
}
