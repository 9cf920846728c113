import { type ActionFunctionArgs, json, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { BlockedMembersSection } from '~/components/settings/BlockedMembersSection.tsx'
import { DataExportSection } from '~/components/settings/DataExportSection.tsx'
import { DeleteAccountSection } from '~/components/settings/DeleteAccountSection.tsx'
import { EmailSection } from '~/components/settings/EmailSection.tsx'
import { PasswordSection } from '~/components/settings/PasswordSection.tsx'
import * as page from '~/styles/page.css.ts'
import * as styles from '~/styles/settings.css.ts'
import { changePassword, requestEmailChange } from '~/utils/account-settings.server.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'settings.title') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const [user, blocked] = await Promise.all([api.getCurrentUser(), api.getBlocks()]).catch(
    loginOnAuthRequired(request),
  )
  return json({ email: user.email, blocked }, { headers: responseHeaders })
}

/** The email and password forms; each names itself in `intent`. */
export async function action({ request }: ActionFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const form = await request.formData()
  const intent = form.get('intent')
  const handle =
    intent === 'email' ? requestEmailChange : intent === 'password' ? changePassword : null
  if (!handle) throw new Response(null, { status: 400 })
  const { result, status } = await handle(api, form).catch(loginOnAuthRequired(request))
  return json(result, { status, headers: responseHeaders })
}

/** Settings (SPEC §2: /notifications also holds the settings). */
export default function Settings() {
  const intl = useIntl()
  const { email, blocked } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const submitting = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent

  return (
    <div className={page.container}>
      <div className={styles.column}>
        <h1 className={page.heading}>{intl.formatMessage({ id: 'settings.title' })}</h1>
        <p className={page.lead}>{intl.formatMessage({ id: 'settings.intro' })}</p>
        <div className={styles.sections}>
          <EmailSection
            currentEmail={email}
            result={result?.intent === 'email' ? result : undefined}
            submitting={submitting('email')}
          />
          <PasswordSection
            result={result?.intent === 'password' ? result : undefined}
            submitting={submitting('password')}
          />
          <BlockedMembersSection blocked={blocked} />
          <DataExportSection />
          <DeleteAccountSection />
        </div>
      </div>
    </div>
  )
}
