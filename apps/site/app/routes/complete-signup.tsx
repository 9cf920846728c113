import { Alert } from '@dating/ui/Alert'
import { Button, LinkButton } from '@dating/ui/Button'
import { Card } from '@dating/ui/Card'
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import {
  Form,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import * as v from 'valibot'
import { PhotoManager } from '~/components/PhotoManager.tsx'
import * as styles from '~/styles/complete-signup.css.ts'
import * as page from '~/styles/page.css.ts'
import { apiFor, isApiError } from '~/utils/api.server.ts'
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

/** A login link's token: 43 base64url characters; anything far off is not worth asking. */
const loginTokenSchema = v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/))

/**
 * The step after the signup (SPEC §2 complete-signup). A lander signup arrives here with a
 * one-time login link (`?login_token=`): it logs the visitor in on the site and comes back
 * without the token, so a reload or the history never holds a spent link.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const { api, responseHeaders } = apiFor(request)
  const token = url.searchParams.get('login_token')
  if (token !== null) {
    const parsed = v.safeParse(loginTokenSchema, token)
    if (parsed.success) {
      try {
        await api.loginWithToken(parsed.output)
        url.searchParams.delete('login_token')
        return redirect(`${url.pathname}${url.search}`, { headers: responseHeaders })
      } catch (error) {
        if (!isApiError(error) || error.status >= 500) throw error
      }
    }
    return json({ kind: 'link-failed' as const }, { status: 401, headers: responseHeaders })
  }
  const [user, profile] = await Promise.all([api.getCurrentUser(), api.getOwnProfile()]).catch(
    loginOnAuthRequired(request),
  )
  return json(
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

type ActivationResult =
  | { intent: 'activation-mail'; ok: true }
  /** The api's message, already in the member's language (daily cap, already activated). */
  | { intent: 'activation-mail'; ok: false; code: string; message: string }

export async function action({ request }: ActionFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const answer = (result: ActivationResult | PhotoResult, status = 200) =>
    json(result, { status, headers: responseHeaders })
  const form = await readPhotoPageForm(request)
  if (form === 'too_large') {
    return answer(photoProblem({ messageId: 'ownProfile.photos.tooLarge' }), 413)
  }
  if (form.get('intent') === 'activation-mail') {
    try {
      await api.sendActivationMail()
      return answer({ intent: 'activation-mail', ok: true })
    } catch (error) {
      if (isApiError(error, 403) && error.code === 'authentication_required') {
        loginOnAuthRequired(request)(error)
      }
      if (!isApiError(error) || error.status >= 500) throw error
      const { code, message } = error
      return answer({ intent: 'activation-mail', ok: false, code, message }, error.status)
    }
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
  return data.kind === 'link-failed' ? <LoginLinkFailed /> : <CompleteProfile data={data} />
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

type MemberData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'member' }>

function CompleteProfile({ data }: { data: MemberData }) {
  const intl = useIntl()
  const result = useActionData<typeof action>()
  const activation = result?.intent === 'activation-mail' ? result : null
  const photo = result?.intent === 'photo' ? result : null
  const activated =
    !data.activationPending || (activation?.ok === false && activation.code === 'already_activated')

  return (
    <div className={page.container}>
      <h1 className={page.heading}>
        {intl.formatMessage({ id: 'completeSignup.welcome' }, { name: data.name })}
      </h1>
      <p className={page.lead}>{intl.formatMessage({ id: 'completeSignup.intro' })}</p>
      <div className={styles.layout}>
        <ActivationStatus email={data.email} activated={activated} result={activation} />
        <Card padding="lg">
          <PhotoManager images={data.images} limit={data.photoLimit} notice={photo} />
        </Card>
      </div>
      <div className={styles.next}>
        <LinkButton href="/signup-matches" size="lg">
          {intl.formatMessage({ id: 'completeSignup.continue' })}
        </LinkButton>
        <LinkButton href="/profile" variant="ghost">
          {intl.formatMessage({ id: 'completeSignup.moreProfile' })}
        </LinkButton>
      </div>
    </div>
  )
}

function ActivationStatus({
  email,
  activated,
  result,
}: {
  email: string
  activated: boolean
  result: ActivationResult | null
}) {
  const intl = useIntl()
  const navigation = useNavigation()
  const sending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'activation-mail'
  const strong = (chunks: ReactNode[]) => <strong className={styles.email}>{chunks}</strong>
  return (
    <Card padding="lg">
      <section className={styles.section} aria-labelledby="activation-title">
        <h2 id="activation-title" className={styles.sectionHeading}>
          {intl.formatMessage({ id: 'completeSignup.activation.title' })}
        </h2>
        {result ? (
          <Alert
            tone={
              result.ok
                ? 'success'
                : result.code === 'already_activated'
                  ? 'info'
                  : result.code === 'activation_limit'
                    ? 'warning'
                    : 'danger'
            }
            announce
          >
            {result.ok
              ? intl.formatMessage({ id: 'completeSignup.activation.sentAgain' }, { email })
              : result.message}
          </Alert>
        ) : null}
        {activated ? (
          <p>{intl.formatMessage({ id: 'completeSignup.activation.done' })}</p>
        ) : (
          <>
            <p>
              {intl.formatMessage({ id: 'completeSignup.activation.pending' }, { email, strong })}
            </p>
            <p className={styles.muted}>
              {intl.formatMessage({ id: 'completeSignup.activation.hint' })}
            </p>
            <Form method="post" className={styles.actions}>
              <input type="hidden" name="intent" value="activation-mail" />
              <Button type="submit" variant="secondary" loading={sending}>
                {intl.formatMessage({ id: 'completeSignup.activation.sendAgain' })}
              </Button>
            </Form>
          </>
        )}
      </section>
    </Card>
  )
}
