import { Card } from '@dating/ui/Card'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, type ShouldRevalidateFunction, useActionData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import { pageTitle } from '~/utils/meta.ts'
import { useRootData } from '~/utils/root-data.ts'
import { redirectMembers } from '~/utils/signup-page.server.ts'
import { signupStepAction } from '~/utils/signup-steps.server.ts'
import { markupUntilLoaded } from '@dating/ui/later'

const SignupPageFlow = markupUntilLoaded(() =>
  import('~/components/SignupPageFlow.tsx').then((module) => module.SignupPageFlow),
)

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'signup.cta') }]

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectMembers(request, '/members')
  return null
}

/** A step posted before the page's code ran (decision 085). */
export async function action({ request }: ActionFunctionArgs) {
  await redirectMembers(request, '/members')
  return signupStepAction(request, { targetProfileId: null, likeProfileId: null })
}

// The layout reloads once the visitor has signed up; this page stays to show the finished
// signup instead of sending the new member away.
export const shouldRevalidate: ShouldRevalidateFunction = () => false

/**
 * SPEC §2 /signup: the signup on a page of its own. Its first step (or the step its action
 * answered with) is rendered on the server;
 * its code (the flow, its machine, xstate, the api client) hydrates after the page (decision 036e).
 */
export default function SignupPage() {
  const intl = useIntl()
  const { brand } = useRootData()
  const posted = useActionData<typeof action>()
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>
          {intl.formatMessage({ id: 'signup.title' }, { brand: brand.name })}
        </h1>
        <p className={page.lead}>{intl.formatMessage({ id: 'signup.lead' })}</p>
        <SignupPageFlow posted={posted ?? null} />
      </Card>
    </div>
  )
}
