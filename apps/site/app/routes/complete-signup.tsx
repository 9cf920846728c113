import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useActivationMail } from '~/components/ActivationMailForm.tsx'
import { PhotoManager } from '~/components/PhotoManager.tsx'
import * as page from '~/styles/page.css.ts'
import { visitorCookies } from '@dating/remix-server/cookies'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { apiFor, visitorOf } from '~/utils/api.server.ts'
import { linkPageHeaders } from '~/utils/link-confirm.server.ts'
import { spendLinkToken } from '~/utils/link-token.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import {
  type PhotoResult,
  photoFailure,
  photoProblem,
  readPhotoPageForm,
  runPhotoIntent,
} from '~/utils/photo-action.server.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'completeSignup.title') },
]

/**
 * The step after the signup (SPEC §2 complete-signup). A lander signup arrives here with a
 * one-time login link (`?login_token=`) that works only in the browser that asked for it
 * (decision 032b): with that browser's `login_binding` cookie the link logs in at once and the
 * page comes back without the token, so a reload or the history never holds a spent link. It
 * was never mailed, so no button stands between (decision 071); another browser, without the
 * cookie, is told so.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const token = url.searchParams.get('login_token')
  if (token !== null) {
    if (!loginBindingOf(request)) {
      return data({ kind: 'other-browser' as const }, { headers: linkPageHeaders })
    }
    return loginWithLink(request, token)
  }
  const { api, responseHeaders } = apiFor(request)
  const [user, profile] = await Promise.all([api.getCurrentUser(), api.getOwnProfile()]).catch(
    loginOnAuthRequired(request),
  )
  return data(
    {
      kind: 'member' as const,
      name: user.profile.name,
      email: user.email,
      activationPending: user.status === 'not_confirmed',
      images: profile.images,
      photoLimit: profile.photo_limit,
    },
    { headers: responseHeaders },
  )
}

function loginBindingOf(request: Request): string | undefined {
  return visitorOf(request).cookies[visitorCookies.loginBinding.name]
}

/** Logs in with the bound login link, back to this page without it. */
async function loginWithLink(request: Request, token: string) {
  const { api, responseHeaders } = apiFor(request)
  for (const [name, value] of Object.entries(linkPageHeaders)) responseHeaders.set(name, value)
  const link = await spendLinkToken(token, (valid) =>
    api.loginWithToken(valid, loginBindingOf(request)),
  )
  if (!link.ok) {
    const refused = { status: 401, headers: responseHeaders }
    return link.refusal?.code === 'login_link_other_browser'
      ? data({ kind: 'other-browser' as const }, refused)
      : data({ kind: 'link-failed' as const }, refused)
  }
  // The nonce did its work: a later link needs a new one.
  responseHeaders.append('set-cookie', visitorOf(request).clearCookie('loginBinding'))
  const url = new URL(request.url)
  url.searchParams.delete('login_token')
  throw redirect(`${url.pathname}${url.search}`, { headers: responseHeaders })
}

export async function action({ request }: ActionFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const answer = (result: PhotoResult, status = 200) =>
    data(result, { status, headers: responseHeaders })
  const form = await readPhotoPageForm(request)
  if (form === 'too_large') {
    return answer(photoProblem({ messageId: 'ownProfile.photos.tooLarge' }), 413)
  }
  try {
    const photo = await runPhotoIntent(api, form)
    if (photo) return answer(photo.result, photo.status)
  } catch (error) {
    const failure = photoFailure(request, error)
    return answer(failure.result, failure.status)
  }
  throw new Response(null, { status: 400 })
}

export default function CompleteSignup() {
  const data = useLoaderData<typeof loader>()
  if (data.kind === 'link-failed') return <LoginLinkFailed />
  if (data.kind === 'other-browser') return <LoginLinkOtherBrowser />
  return <CompleteProfile data={data} />
}

function LoginLinkFailed() {
  const intl = useIntl()
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>
          {intl.formatMessage({ id: 'completeSignup.linkFailed.title' })}
        </h1>
        <p className={page.lead}>{intl.formatMessage({ id: 'completeSignup.linkFailed.text' })}</p>
        <LinkButton href="/login?redirectTo=%2Fcomplete-signup" size="lg" fullWidth>
          {intl.formatMessage({ id: 'completeSignup.linkFailed.login' })}
        </LinkButton>
      </Card>
    </div>
  )
}

/** A login link opened in a browser other than the one that signed up (decision 032b). */
function LoginLinkOtherBrowser() {
  const intl = useIntl()
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <h1 className={page.heading}>
          {intl.formatMessage({ id: 'completeSignup.otherBrowser.title' })}
        </h1>
        <p className={page.lead}>
          {intl.formatMessage({ id: 'completeSignup.otherBrowser.text' })}
        </p>
        <LinkButton href="/login?redirectTo=%2Fcomplete-signup" size="lg" fullWidth>
          {intl.formatMessage({ id: 'completeSignup.linkFailed.login' })}
        </LinkButton>
      </Card>
    </div>
  )
}

type MemberData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'member' }>

/**
 * Welcome, the activation state (the layout's activation reminder stays away from this page),
 * a first photo, then on to the first likes.
 */
function CompleteProfile({ data }: { data: MemberData }) {
  const intl = useIntl()
  const answer = useActionData<typeof action>()
  const photo = answer && !('kind' in answer) ? answer : null

  return (
    <div className={page.container}>
      <h1 className={page.heading}>
        {intl.formatMessage({ id: 'completeSignup.welcome' }, { name: data.name })}
      </h1>
      <p className={page.lead}>{intl.formatMessage({ id: 'completeSignup.intro' })}</p>
      <Box gap="lg" className={page.split}>
        <ActivationState email={data.email} pending={data.activationPending} />
        <Card padding="lg">
          <PhotoManager images={data.images} limit={data.photoLimit} notice={photo} />
        </Card>
      </Box>
      <Inline space="md" align="center" marginTop="xl">
        <LinkButton href="/signup-matches" size="lg">
          {intl.formatMessage({ id: 'completeSignup.continue' })}
        </LinkButton>
        <LinkButton href="/profile" variant="ghost">
          {intl.formatMessage({ id: 'completeSignup.moreProfile' })}
        </LinkButton>
      </Inline>
    </div>
  )
}

/**
 * Where the activation mail went, and sending it again (POST /api/activation-mail.php through
 * the shared /activation-mail action); its answers, the daily cap or an account activated in
 * the meantime, show here, and the page reloads the member's state after each.
 */
function ActivationState({ email, pending }: { email: string; pending: boolean }) {
  const intl = useIntl()
  const mail = useActivationMail({
    label: intl.formatMessage({ id: 'completeSignup.activation.sendAgain' }),
    variant: 'secondary',
  })
  const strong = (chunks: ReactNode[]) => (
    <Box as="strong" overflowWrap="anywhere">
      {chunks}
    </Box>
  )
  return (
    <Card padding="lg">
      <Stack as="section" space="md" aria-labelledby="activation-title">
        <Box as="h2" fontSize="lg" fontWeight="bold" id="activation-title">
          {intl.formatMessage({ id: 'completeSignup.activation.title' })}
        </Box>
        {mail.outcome ? (
          <Alert tone={mail.outcome.tone} announce>
            {mail.outcome.text}
          </Alert>
        ) : null}
        {pending ? (
          <>
            <p>
              {intl.formatMessage({ id: 'completeSignup.activation.pending' }, { email, strong })}
            </p>
            <Box as="p" color="muted" fontSize="sm">
              {intl.formatMessage({ id: 'completeSignup.activation.hint' })}
            </Box>
            {mail.form}
          </>
        ) : (
          <p>{intl.formatMessage({ id: 'completeSignup.activation.done' })}</p>
        )}
      </Stack>
    </Card>
  )
}
