import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import type { MetaFunction } from '@remix-run/react'
import { createNotificationCalls } from '@dating/api-client/notifications-calls'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import * as styles from '~/components/settings/settings.css.ts'
import { changePassword, requestEmailChange } from '~/utils/account-settings.server.ts'
import { apiFor } from '~/utils/api.server.ts'
import { settingsFromForm } from '~/utils/notification-settings-form.ts'
import { loginIfAuthRequired, loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { Box } from '@dating/ui/Box'
import { pageTitle } from '~/utils/meta.ts'

const SettingsSections = markupUntilLoaded(() =>
  import('~/components/settings/SettingsSections.tsx').then((module) => module.SettingsSections),
)

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'settings.title') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, client, responseHeaders } = apiFor(request)
  const [user, blocked, notifications] = await Promise.all([
    api.getCurrentUser(),
    api.getBlocks(),
    createNotificationCalls(client).getNotificationSettings(),
  ]).catch(loginOnAuthRequired(request))
  return data(
    {
      email: user.email,
      blocked,
      notifications,
      emailDisabled: user.notifications_disabled.length > 0,
    },
    { headers: responseHeaders },
  )
}

/** The notification settings, turning mail back on (SPEC §4), or changing the email or password. */
async function notificationAction(
  request: Request,
  intent: 'notifications' | 'mail-on',
  form: FormData,
) {
  const { client, responseHeaders } = apiFor(request)
  const calls = createNotificationCalls(client)
  try {
    if (intent === 'notifications') await calls.updateNotificationSettings(settingsFromForm(form))
    else await calls.enableMailNotifications()
    return data({ intent, ok: true } as const, { headers: responseHeaders })
  } catch (error) {
    loginIfAuthRequired(request, error)
    console.error(`[site] ${intent} failed:`, error)
    return data({ intent, ok: false } as const, { status: 400, headers: responseHeaders })
  }
}

/** Each form of the page names itself in `intent`. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent === 'notifications' || intent === 'mail-on') {
    return notificationAction(request, intent, form)
  }
  const { api, responseHeaders } = apiFor(request)
  const handle =
    intent === 'email' ? requestEmailChange : intent === 'password' ? changePassword : null
  if (!handle) throw new Response(null, { status: 400 })
  const { result, status } = await handle(api, form).catch(loginOnAuthRequired(request))
  return data(result, { status, headers: responseHeaders })
}

/**
 * Settings (SPEC §2: /notifications also holds the settings). The cards are rendered on the
 * server; their code (eight forms, valibot, the api client) hydrates after the page (decision 036g).
 */
export default function Settings() {
  const intl = useIntl()
  return (
    <div className={page.container}>
      <Box marginX="auto" className={styles.column}>
        <h1 className={page.heading}>{intl.formatMessage({ id: 'settings.title' })}</h1>
        <p className={page.lead}>{intl.formatMessage({ id: 'settings.intro' })}</p>
        <SettingsSections />
      </Box>
    </div>
  )
}
