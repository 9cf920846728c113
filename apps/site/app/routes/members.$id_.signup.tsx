import { parseId } from '@dating/domain/ids'
import { Avatar } from '@dating/ui/Avatar'
import { Card } from '@dating/ui/Card'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import {
  type MetaFunction,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
} from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as page from '~/styles/page.css.ts'
import * as styles from '~/styles/signup.css.ts'
import { apiFor, notFoundOnApi404 } from '~/utils/api.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { mediaUrl, useRootData } from '~/utils/root-data.ts'
import { likeQueryFlag } from '~/utils/signup-links.ts'
import { redirectMembers } from '~/utils/signup-page.server.ts'
import { signupStepAction } from '~/utils/signup-steps.server.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { Inline } from '@dating/ui/Inline'

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  if (id === null) throw new Response(null, { status: 404 })
  await redirectMembers(request, `/members/${id}`)
  const { api, responseHeaders } = apiFor(request)
  const { profile } = await api.getProfile(id).catch(notFoundOnApi404)
  const likesTarget = new URL(request.url).searchParams.get(likeQueryFlag) === '1'
  return data(
    {
      likesTarget,
      profile: {
        id: profile.id,
        name: profile.name,
        thumbnail: profile.main_image?.thumb_filename ?? null,
      },
    },
    { headers: responseHeaders },
  )
}

/** A step posted before the page's code ran (decision 085); `?like=1` likes instead of writing. */
export async function action({ params, request }: ActionFunctionArgs) {
  const id = parseId(params.id)
  if (id === null) throw new Response(null, { status: 404 })
  await redirectMembers(request, `/members/${id}`)
  const likes = new URL(request.url).searchParams.get(likeQueryFlag) === '1'
  return signupStepAction(request, {
    targetProfileId: likes ? null : id,
    likeProfileId: likes ? id : null,
  })
}

const SignupPageFlow = markupUntilLoaded(() =>
  import('~/components/SignupPageFlow.tsx').then((module) => module.SignupPageFlow),
)

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: pageTitle(matches, data ? { text: data.profile.name } : 'signup.cta') },
]

// As /signup: the finished signup stays on screen while the layout reloads.
export const shouldRevalidate: ShouldRevalidateFunction = () => false

/**
 * SPEC §2 /members/{id}/signup: the signup with a first message to this profile (with `?like=1`
 * the visitor's Like of it instead); the flow
 * hydrates after the page, as on /signup.
 */
export default function MemberSignupPage() {
  const intl = useIntl()
  const { profile, likesTarget } = useLoaderData<typeof loader>()
  const posted = useActionData<typeof action>()
  const { brand } = useRootData()
  const photoUrl = profile.thumbnail ? mediaUrl(brand.cdnPrefix, profile.thumbnail) : null
  return (
    <div className={page.narrow}>
      <Card padding="lg">
        <Inline space="md" align="center" nowrap marginBottom="sm">
          <Avatar name={profile.name} src={photoUrl} alt="" size="lg" />
          <h1 className={styles.targetTitle}>
            {intl.formatMessage({ id: 'signup.targetTitle' }, { name: profile.name })}
          </h1>
        </Inline>
        <p className={page.lead}>{intl.formatMessage({ id: 'signup.lead' })}</p>
        <SignupPageFlow
          target={{ id: profile.id, name: profile.name, photoUrl }}
          likesTarget={likesTarget}
          posted={posted ?? null}
        />
      </Card>
    </div>
  )
}
