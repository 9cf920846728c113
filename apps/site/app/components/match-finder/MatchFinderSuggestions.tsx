import { Box } from '@dating/ui/Box'
import { useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import { LikeButton } from '~/components/LikeButton.tsx'
import { LikeCard } from '~/components/LikeCard.tsx'
import type { loader } from '~/routes/match-finder.tsx'
import * as page from '~/styles/page.css.ts'

/** The match finder's suggestions, each with its like button. */
export function MatchFinderSuggestions() {
  const intl = useIntl()
  const { suggestions } = useLoaderData<typeof loader>()
  return (
    <>
      {suggestions && suggestions.length > 0 ? (
        <ul className={page.cardGrid}>
          {suggestions.map((profile, index) => (
            <li key={profile.id}>
              <LikeCard
                profile={profile}
                headingLevel={3}
                eager={index < 4}
                footer={
                  <LikeButton
                    profile={profile}
                    liked={false}
                    source="match_finder"
                    size="sm"
                    fullWidth
                  />
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <Box as="p" color="muted" marginY="lg">
          {intl.formatMessage({ id: 'matchFinder.none' })}
        </Box>
      )}
    </>
  )
}
