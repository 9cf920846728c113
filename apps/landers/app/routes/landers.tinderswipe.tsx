import { ApiError } from '@dating/api-client/errors'
import { type LoaderFunctionArgs, type MetaFunction, data } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useMemo, useState } from 'react'
import { createIntl } from 'react-intl'
import { LanderSignupDialog } from '../components/LanderSignup/LanderSignupDialog.tsx'
import { SwipeDeck } from '../components/SwipeDeck/SwipeDeck.tsx'
import { useFocusWhenFinished, useSwipeDeck } from '../components/SwipeDeck/useSwipeDeck.ts'
import {
  SignupCallToAction,
  SwipeFinished,
  SwipeIntro,
} from '../components/Tinderswipe/Tinderswipe.tsx'
import * as styles from '../components/Tinderswipe/Tinderswipe.css.ts'
import type { loader as rootLoader } from '../root.tsx'
import { apiFor } from '../utils/api.server.ts'
import {
  type LanderProfile,
  mediaUrl,
  regionNames,
  toLanderProfile,
} from '../utils/lander-profile.ts'
import { signupPath, trackingFrom } from '../utils/tracking.ts'

/** Enough cards for a minute of swiping; the rest is behind the signup. */
const stackSize = 20

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const tracking = trackingFrom(new URL(request.url).searchParams)
  let profiles: LanderProfile[] = []
  try {
    const [page, regions] = await Promise.all([api.listMembers({ page: 1 }), api.getRegions()])
    const names = regionNames(regions)
    profiles = page.results
      .filter((profile) => profile.main_image !== null)
      .slice(0, stackSize)
      .map((profile) => toLanderProfile(profile, names))
  } catch (error) {
    // A brand may keep its members from logged-out visitors: the lander then only invites.
    if (!(error instanceof ApiError && error.status === 403)) throw error
  }
  return data(
    { profiles, tracking, signupHref: signupPath(tracking) },
    { headers: responseHeaders },
  )
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match.id === 'root')?.data
  if (!root) return []
  const intl = createIntl({ locale: root.locale, messages: root.messages })
  return [
    {
      title: intl.formatMessage({ id: 'lander.tinderswipe.metaTitle' }, { brand: root.brandName }),
    },
    {
      name: 'description',
      content: intl.formatMessage({ id: 'lander.tinderswipe.metaDescription' }),
    },
  ]
}

export default function Tinderswipe() {
  const { profiles, tracking, signupHref } = useLoaderData<typeof loader>()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const [signupOpen, setSignupOpen] = useState(false)
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
      <SignupCallToAction
        href={signupHref}
        name={deck.topProfile?.name ?? null}
        onOpen={() => setSignupOpen(true)}
      />
      {signupOpen && root ? (
        <LanderSignupDialog
          brandName={root.brandName}
          tracking={tracking}
          signups={root.signups}
          locale={root.locale}
          siteUrl={root.siteUrl}
          onClosed={() => setSignupOpen(false)}
        />
      ) : null}
    </div>
  )
}
