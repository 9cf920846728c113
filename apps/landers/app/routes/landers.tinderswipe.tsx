import { rootMessages } from '../utils/catalogue.ts'
import { type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { createIntl } from 'react-intl'
import { LanderSignupCall } from '../components/LanderSignup/LanderSignupCall.tsx'
import { SwipeDeck } from '../components/SwipeDeck/SwipeDeck.tsx'
import { useFocusWhenFinished, useSwipeDeck } from '../components/SwipeDeck/useSwipeDeck.ts'
import { SwipeFinished, SwipeIntro } from '../components/Tinderswipe/Tinderswipe.tsx'
import * as styles from '../components/Tinderswipe/Tinderswipe.css.ts'
import type { loader as rootLoader } from '../root.tsx'
import { landerMeta } from '../utils/lander-meta.ts'
import { apiFor } from '../utils/api.server.ts'
import { mediaUrl } from '../utils/lander-profile.ts'
import { loadLanderProfiles } from '../utils/lander-page.server.ts'
import { landerTracking, signupPath } from '../utils/tracking.ts'

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
  const deck = useSwipeDeck(cards)
  const finishedHeading = useFocusWhenFinished<HTMLHeadingElement>(deck)

  return (
    <div className={styles.layout}>
      <SwipeIntro />
      <div className={styles.deckArea}>
        {deck.finished ? (
          <SwipeFinished
            liked={deck.liked}
            headingRef={finishedHeading}
            empty={cards.length === 0}
          />
        ) : (
          <SwipeDeck controller={deck} fictionalIcon={root?.fictionalIcon ?? ''} />
        )}
      </div>
      <LanderSignupCall
        href={signupHref}
        name={deck.topProfile?.name ?? null}
        tracking={tracking}
        className={styles.ctaArea}
      />
    </div>
  )
}
