import { rootMessages } from '../utils/catalogue.ts'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { createIntl, useIntl } from 'react-intl'
import * as styles from '../components/LanderSignup/LanderSignup.css.ts'
import type { LanderSignupOptions } from '../components/LanderSignup/useLanderSignup.ts'
import type { loader as rootLoader } from '../root.tsx'
import { markupUntilLoaded } from '@dating/ui/later'
import { landerSignupStepAction, type PostedSignup } from '../utils/signup-steps.server.ts'
import { landerTracking } from '../utils/tracking.ts'

/**
 * The signup flow in its card (its machine, xstate and the form): its first step (or the step
 * the action answered with) is rendered on the server as the page's content, its code loads
 * right after hydration, outside the first load.
 */
const LanderSignupForm = markupUntilLoaded(
  () =>
    import('../components/LanderSignup/LanderSignupForm.tsx').then(
      (module) => module.LanderSignupForm,
    ),
  { display: 'contents' },
)

/** The signup as a page of its own, where the lander's call to action leads without the dialog. */
export function loader({ request }: LoaderFunctionArgs) {
  return { tracking: landerTracking(request) }
}

/**
 * A step posted before the page's code ran (decision 085): the next step or the step's errors,
 * and once the account exists the redirect to the handover with the new session cookie.
 */
export function action({ request }: ActionFunctionArgs) {
  return landerSignupStepAction(request)
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data
  if (!root) return []
  const intl = createIntl({ locale: root.locale, messages: rootMessages(root) })
  return [{ title: intl.formatMessage({ id: 'signup.title' }, { brand: root.brandName }) }]
}

export default function LanderSignupPage() {
  const { tracking } = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  if (!root) throw new Error('The signup page renders inside the root route')
  return (
    <SignupPage
      tracking={tracking}
      brandName={root.brandName}
      signups={root.signups}
      locale={root.locale}
      siteUrl={root.siteUrl}
      posted={posted ?? null}
    />
  )
}

function SignupPage({
  brandName,
  ...options
}: LanderSignupOptions & { brandName: string; posted: PostedSignup | null }) {
  const intl = useIntl()
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>
          {intl.formatMessage({ id: 'signup.title' }, { brand: brandName })}
        </h1>
        <p className={styles.lead}>{intl.formatMessage({ id: 'signup.lead' })}</p>
      </div>
      <LanderSignupForm brandName={brandName} {...options} />
    </div>
  )
}
