import { rootMessages } from '../utils/catalogue.ts'
import { type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { createIntl } from 'react-intl'
import type { loader as rootLoader } from '../root.tsx'
import { markupUntilLoaded } from '@dating/ui/later'
import { landerMeta } from '../utils/lander-meta.ts'
import { apiFor } from '../utils/api.server.ts'
import { mediaUrl } from '../utils/lander-profile.ts'
import { loadLanderProfiles } from '../utils/lander-page.server.ts'
import { landerTracking, signupPath } from '../utils/tracking.ts'

/**
 * The lander's content (the deck with its gestures, the kit's buttons and icons): the server
 * renders its first state, its code loads right after hydration, outside the first load.
 */
const TinderswipeLander = markupUntilLoaded(
  () =>
    import('../components/Tinderswipe/TinderswipeLander.tsx').then(
      (module) => module.TinderswipeLander,
    ),
  { display: 'contents' },
)

/** Enough cards for a minute of swiping; the rest is behind the signup. */
const stackSize = 20

export async function loader({ request }: LoaderFunctionArgs) {
  const requestApi = apiFor(request)
  const { responseHeaders } = requestApi
  const tracking = landerTracking(request)
  const { profiles } = await loadLanderProfiles(requestApi, { count: stackSize })
  return data(
    { profiles, tracking, signupHref: signupPath(tracking) },
    { headers: responseHeaders },
  )
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data
  if (!root) return []
  const intl = createIntl({ locale: root.locale, messages: rootMessages(root) })
  return landerMeta(
    intl.formatMessage({ id: 'lander.tinderswipe.metaTitle' }, { brand: root.brandName }),
    intl.formatMessage({ id: 'lander.tinderswipe.metaDescription' }),
  )
}

export default function Tinderswipe() {
  const { profiles, tracking, signupHref } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const cdnPrefix = root?.cdnPrefix ?? '/media/'
  const cards = useMemo(
    () =>
      profiles.map((profile) => ({
        ...profile,
        photo: profile.photo && mediaUrl(cdnPrefix, profile.photo),
      })),
    [profiles, cdnPrefix],
  )
  return (
    <TinderswipeLander
      cards={cards}
      fictional={root?.fictional ?? { icon: '', text: '' }}
      tracking={tracking}
      signupHref={signupHref}
    />
  )
}
