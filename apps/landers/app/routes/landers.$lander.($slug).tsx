import { rootMessages } from '../utils/catalogue.ts'
import { type LoaderFunctionArgs, type MetaFunction, json } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { createIntl } from 'react-intl'
import type { loader as rootLoader } from '../root.tsx'
import { markupUntilLoaded } from '@dating/ui/later'
import { landerMeta } from '../utils/lander-meta.ts'
import { apiFor, brandDomain } from '../utils/api.server.ts'
import { isSlugLander, slugLanders } from '../utils/lander-kinds.ts'
import { loadLanderProfiles } from '../utils/lander-page.server.ts'
import { mediaUrl } from '../utils/lander-profile.ts'
import { landerTracking, signupPath } from '../utils/tracking.ts'

/**
 * The showcase with its call to action (the kit's showcase, buttons and icons): the server
 * renders it, its code loads right after hydration.
 */
const LanderShowcase = markupUntilLoaded(
  () =>
    import('../components/LanderShowcase/LanderShowcase.tsx').then(
      (module) => module.LanderShowcase,
    ),
  { display: 'contents' },
)

/**
 * SPEC §2's /landers/{alonetonight|collagelanding|gallery|…}/{slug?}: one route for all
 * eight. The optional slug starts with the brand niche's prefix and may name a region
 * (`dating-berlin`), whose members then come first.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lander = params.lander
  if (!isSlugLander(lander)) throw new Response(null, { status: 404 })
  const requestApi = apiFor(request)
  const slug = params.slug
  const settings = slug ? await requestApi.api.getSettings({ domain: brandDomain(request) }) : null
  const { profiles, region } = await loadLanderProfiles(requestApi, {
    count: slugLanders[lander].profiles,
    ...(slug && settings ? { slug: { value: slug, niche: settings.niche } } : {}),
  })
  const tracking = landerTracking(request)
  return json(
    {
      lander,
      profiles,
      regionName: region?.name ?? null,
      tracking,
      signupHref: signupPath(tracking),
    },
    { headers: requestApi.responseHeaders },
  )
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({
  data,
  matches,
}) => {
  const root = matches.find((match) => match.id === 'root')?.data
  if (!root || !data) return []
  const intl = createIntl({ locale: root.locale, messages: rootMessages(root) })
  return landerMeta(
    intl.formatMessage({ id: `lander.${data.lander}.metaTitle` }, { brand: root.brandName }),
    intl.formatMessage({ id: `lander.${data.lander}.metaDescription` }),
  )
}

export default function SlugLanderPage() {
  const { lander, profiles, regionName, tracking, signupHref } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const cdnPrefix = root?.cdnPrefix ?? '/media/'
  return (
    <LanderShowcase
      key={lander}
      lander={lander}
      profiles={profiles.flatMap((profile) =>
        profile.photo
          ? [
              {
                id: profile.id,
                name: profile.name,
                age: profile.age,
                place: profile.region,
                photoSrc: mediaUrl(cdnPrefix, profile.photo),
                fictional: profile.fictional,
              },
            ]
          : [],
      )}
      regionName={regionName}
      fictional={root?.fictional ?? { icon: '', text: '' }}
      tracking={tracking}
      signupHref={signupHref}
    />
  )
}
