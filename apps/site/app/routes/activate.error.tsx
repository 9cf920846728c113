import { cleanSupportPhone } from '@dating/domain/support-contact'
import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { Link } from '@dating/ui/Link'
import { Box } from '@dating/ui/Box'
import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useActivationMail } from '~/components/ActivationMailForm.tsx'
import * as page from '~/styles/page.css.ts'
import { apiFor, brandDomain, isApiError } from '~/utils/api.server.ts'
import { pageTitle } from '~/utils/meta.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'activation.failed') },
]

/** 'Activation failed' with contact help (SPEC §8), and the mail again for a member waiting for it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = apiFor(request)
  const [settings, user] = await Promise.all([
    api.getSettings({ domain: brandDomain(request) }),
    api.getCurrentUser().catch((error: unknown) => {
      if (isApiError(error, 403) || isApiError(error, 401)) return null
      throw error
    }),
  ])
  return data(
    {
      supportEmail: settings.support_email,
      supportPhone: settings.support_phone,
      member: user ? { email: user.email, status: user.status } : null,
    },
    { status: 400 },
  )
}

export default function ActivateError() {
  const intl = useIntl()
  const { supportEmail, supportPhone, member } = useLoaderData<typeof loader>()
  // SPEC §9: the support phone without dashes and spaces, shown and dialled alike.
  const phone = cleanSupportPhone(supportPhone)
  const emailLink = (chunks: ReactNode[]) => <Link href={`mailto:${supportEmail}`}>{chunks}</Link>
  const phoneLink = (chunks: ReactNode[]) => <Link href={`tel:${phone}`}>{chunks}</Link>
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <div className={page.stack}>
          <h1 className={page.heading}>{intl.formatMessage({ id: 'activation.failed' })}</h1>
          <p>{intl.formatMessage({ id: 'activation.error.text' })}</p>
          {member?.status === 'not_confirmed' ? <SendAgain email={member.email} /> : null}
          {member?.status === 'active' ? (
            <Alert
              tone="info"
              actions={
                <LinkButton href="/members" size="sm">
                  {intl.formatMessage({ id: 'activation.done.members' })}
                </LinkButton>
              }
            >
              {intl.formatMessage({ id: 'activation.error.alreadyActive' })}
            </Alert>
          ) : null}
          <Box as="p" color="muted" fontSize="sm">
            {intl.formatMessage(
              { id: 'activation.error.help' },
              { email: supportEmail, phone, emailLink, phoneLink },
            )}
          </Box>
        </div>
      </Card>
    </div>
  )
}

/** For a logged-in member still waiting for the mail. */
function SendAgain({ email }: { email: string }) {
  const intl = useIntl()
  const mail = useActivationMail({
    label: intl.formatMessage({ id: 'activation.error.resend' }),
    fullWidth: true,
  })
  return (
    <div className={page.stack}>
      <p>{intl.formatMessage({ id: 'activation.error.resendIntro' }, { email })}</p>
      <div role="status">
        {mail.outcome ? <Alert tone={mail.outcome.tone}>{mail.outcome.text}</Alert> : null}
      </div>
      <div>{mail.form}</div>
    </div>
  )
}
