import { Link } from '@dating/ui/Link'
import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, type ShouldRevalidateFunction, useLoaderData } from '@remix-run/react'
import { useIntl } from 'react-intl'
import * as styles from '~/styles/home.css.ts'
import * as page from '~/styles/page.css.ts'
import { apiFor, currentMember, isApiError } from '~/utils/api.server.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import { Inline } from '@dating/ui/Inline'
import { pageTitle, rootDataOf } from '~/utils/meta.ts'
import { useRootData } from '~/utils/root-data.ts'

// The quick search and the cards are rendered on the server and their code loads after
// hydration (decision 036h). Sent before then, the plain GET form goes to /members, which drops its
// empty fields; the cards are links.
const MembersSearchForm = markupUntilLoaded(() =>
  import('~/components/MembersSearchForm.tsx').then((module) => module.MembersSearchForm),
)
const MemberGrid = markupUntilLoaded(() =>
  import('~/components/MemberCard.tsx').then((module) => module.MemberGrid),
)

const homeProfileCount = 10

export const meta: MetaFunction = ({ matches }) => {
  const brand = rootDataOf(matches)?.brand
  return [
    { title: pageTitle(matches, brand ? { text: brand.indexTitle } : null) },
    ...(brand ? [{ name: 'description', content: brand.description }] : []),
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  if (await currentMember(request, api)) throw redirect('/members', { headers: responseHeaders })
  const members = await api.listMembers({ page: 1 }).catch((error: unknown) => {
    // A brand may keep its members hidden from visitors; the page still offers the search.
    if (isApiError(error, 403)) return null
    throw error
  })
  return data(
    { profiles: members?.results.slice(0, homeProfileCount) ?? [] },
    { headers: responseHeaders },
  )
}

// A signup in the modal reloads the layout (the header then shows the member); this page stays
// under the finished signup instead of answering the reload with its redirect to /members,
// which would leave the layout's old data in place.
export const shouldRevalidate: ShouldRevalidateFunction = () => false

export default function Home() {
  const intl = useIntl()
  const { profiles } = useLoaderData<typeof loader>()
  const { brand } = useRootData()
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <Stack space="md" className={styles.heroInner}>
          <h1 id="hero-title" className={styles.heroTitle}>
            {brand.indexTitle}
          </h1>
          <p className={styles.heroText}>{brand.description}</p>
          <Box
            marginTop="sm"
            padding="lg"
            borderRadius="lg"
            background="surface"
            color="text"
            boxShadow="lg"
            className={styles.searchCard}
          >
            <Box as="h2" fontSize="lg" fontWeight="bold" marginBottom="md">
              {intl.formatMessage({ id: 'home.searchTitle' })}
            </Box>
            <MembersSearchForm
              search={{}}
              variant="quick"
              submitLabel={intl.formatMessage({ id: 'home.searchSubmit' })}
            />
          </Box>
          <Box as="p" fontSize="md">
            {intl.formatMessage(
              { id: 'home.loginPrompt' },
              {
                link: (
                  <Link key="login" href="/login" className={styles.loginLink}>
                    {intl.formatMessage({ id: 'nav.login' })}
                  </Link>
                ),
              },
            )}
          </Box>
        </Stack>
      </section>
      {profiles.length > 0 ? (
        <section className={page.container} aria-labelledby="profiles-title">
          <Inline space="sm" align="baseline" justify="space-between" marginBottom="md">
            <Box as="h2" fontSize="xl" fontWeight="bold" id="profiles-title">
              {intl.formatMessage({ id: 'home.profilesTitle' })}
            </Box>
            <Link href="/members">{intl.formatMessage({ id: 'home.viewAll' })}</Link>
          </Inline>
          <MemberGrid
            profiles={profiles}
            eagerCount={2}
            className={page.cardGrid}
            headingLevel={3}
          />
        </section>
      ) : null}
    </>
  )
}
