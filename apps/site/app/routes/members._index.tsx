import type { MembersSearch } from '@dating/domain/members-search'
import { firstMissingBefore } from '@dating/machines/members-search/pages'
import { selectLastPage, selectShownProfiles } from '@dating/machines/members-search/selectors'
import { Alert } from '@dating/ui/Alert'
import { LinkButton } from '@dating/ui/Button'
import type { LinkComponentProps } from '@dating/ui/Link'
import { data, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { Link, type MetaFunction, useLoaderData, useLocation } from '@remix-run/react'
import { forwardRef, useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import * as styles from '~/styles/members.css.ts'
import * as page from '~/styles/page.css.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { metaDescription, pageTitle, rootDataOf } from '~/utils/meta.ts'
import { useRootData } from '~/utils/root-data.ts'
import {
  fittingSearch,
  membersSearchHref,
  withoutEmptySearchFields,
} from '~/utils/members-search.ts'
import { apiFor, currentMember } from '~/utils/api.server.ts'
import { loadMembersPage } from '~/utils/members-page.server.ts'
import { useLaterModule } from '@dating/ui/later'
import { Box } from '@dating/ui/Box'
import { Stack } from '@dating/ui/Stack'
import type { MembersSearchActor } from '~/utils/members-search-actor.ts'

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'members.title') },
  ...metaDescription(matches, 'meta.members.description', {
    brand: rootDataOf(matches)?.brand.name ?? '',
  }),
]

/** 'Show more' keeps the scroll position: the next page appears below the ones read. */
const ShowMoreLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function ShowMoreLink(
  { href, ...anchorProps },
  ref,
) {
  return <Link ref={ref} to={href} preventScrollReset {...anchorProps} />
})

// The filter and the cards are rendered on the server; their code (the selects, the submit that
// leaves out empty fields, the cards with the region names) loads after hydration (decision 036h).
// The filter's server markup is the plain GET form with named fields, so a search sent before
// then goes out natively, and the loader redirects it to the same search without its empty
// fields; the cards are links.
const MembersSearchForm = markupUntilLoaded(() =>
  import('~/components/MembersSearchForm.tsx').then((module) => module.MembersSearchForm),
)
const MemberGrid = markupUntilLoaded(() =>
  import('~/components/MemberCard.tsx').then((module) => module.MemberGrid),
)

export async function loader({ request }: LoaderFunctionArgs) {
  const canonical = withoutEmptySearchFields(new URL(request.url))
  if (canonical) throw redirect(canonical)
  // A member who opens the search without one starts from their fitting search (decision 063).
  let fitting: Partial<MembersSearch> | undefined
  if (new URL(request.url).search === '') {
    const member = await currentMember(request, apiFor(request).api)
    if (member) fitting = fittingSearch(member.profile)
  }
  const page = await loadMembersPage(request, undefined, fitting)
  return data(page.data, { headers: page.headers })
}

const loadMembersSearch = () => import('~/utils/members-search-actor.ts')

/**
 * The search machine of the page, started after hydration (xstate is not in the first load);
 * null before, when the loader's pages show.
 */
function useMembersSearch() {
  const { module } = useLaterModule(loadMembersSearch, true)
  const [actor, setActor] = useState<MembersSearchActor | null>(null)
  useEffect(() => {
    if (!module) return
    const started = module.startMembersSearch()
    setActor(started)
    return () => {
      started.stop()
    }
  }, [module])
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const snapshot = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  )
  return { actor, snapshot }
}

export default function Members() {
  const intl = useIntl()
  const data = useLoaderData<typeof loader>()
  const location = useLocation()
  const { actor, snapshot } = useMembersSearch()
  const { member } = useRootData()

  useEffect(() => {
    if (data.access === 'none' || !actor) return
    actor.send({
      type: 'pages.loaded',
      filters: data.filters,
      pages: data.pages,
      numResults: data.numResults,
      numResultsCapped: data.numResultsCapped,
      similar_results: data.similar_results,
      similar_numResults: data.similar_numResults,
    })
  }, [data, actor])

  const title = <h1 className={page.heading}>{intl.formatMessage({ id: 'members.title' })}</h1>

  if (data.access === 'none') {
    return (
      <div className={page.container}>
        {title}
        <Alert
          tone="info"
          title={intl.formatMessage({ id: 'members.loginPrompt.title' })}
          actions={
            <LinkButton
              href={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
            >
              {intl.formatMessage({ id: 'nav.login' })}
            </LinkButton>
          }
        >
          {intl.formatMessage({ id: 'members.loginPrompt.text' })}
        </Alert>
      </div>
    )
  }

  // Before the machine took the loader's pages (the server render, the first client render,
  // until xstate loaded), the loader's pages are what is shown.
  const current = snapshot?.context.didInit ? snapshot.context : null
  const pages = current ? current.results : data.pages
  const profiles =
    current && snapshot ? selectShownProfiles(snapshot) : data.pages.flatMap((p) => p.results)
  const lastPage =
    current && snapshot ? selectLastPage(snapshot) : (data.pages.at(-1)?.pageNumber ?? 1)
  const numResults = current ? current.numResults : data.numResults
  const capped = current ? current.numResultsCapped : data.numResultsCapped
  const similar = current ? current.similar_results : data.similar_results
  const earlier = firstMissingBefore(pages)
  const hasErrors = Object.keys(data.errors).length > 0
  // 'Clear filters' empties the results at once; the unfiltered ones follow with the loader.
  const clearing = snapshot?.matches('waiting') === true && snapshot.context.didInit

  return (
    <div className={page.container}>
      {title}
      <Box
        as="section"
        padding="md"
        marginBottom="lg"
        borderRadius="lg"
        background="surface"
        boxShadow="sm"
        className={styles.filters}
      >
        <MembersSearchForm
          key={location.search}
          search={data.filters}
          errors={data.errors}
          typed={data.typed}
          onClear={() => actor?.send({ type: 'clear' })}
          member={member !== null}
          variant={data.access === 'basic' ? 'quick' : 'full'}
        />
        {data.access === 'basic' ? (
          <Box as="p" color="text" fontSize="sm" marginTop="md">
            {intl.formatMessage({ id: 'members.basicSearch' })}{' '}
            <Link
              className={styles.loginLink}
              to={`/login?redirectTo=${encodeURIComponent('/members')}`}
            >
              {intl.formatMessage({ id: 'nav.login' })}
            </Link>
          </Box>
        ) : null}
      </Box>
      {hasErrors || clearing ? null : (
        <>
          <Box
            as="p"
            color="muted"
            fontSize="sm"
            marginBottom="md"
            role="status"
            data-testid="members-count"
          >
            {intl.formatMessage(
              { id: capped ? 'members.resultsCapped' : 'members.results' },
              { count: numResults },
            )}
          </Box>
          {earlier !== null ? (
            <Box as="p" textAlign="center" marginBottom="md">
              <Link to={membersSearchHref(data.filters, earlier)}>
                {intl.formatMessage({ id: 'members.showEarlier' })}
              </Link>
            </Box>
          ) : null}
          {profiles.length > 0 ? (
            <MemberGrid
              profiles={profiles}
              eagerCount={4}
              className={page.cardGrid}
              headingLevel={2}
            />
          ) : (
            <Box
              as="p"
              paddingX="md"
              paddingY="xxl"
              textAlign="center"
              color="muted"
              background="surfaceSunken"
              borderRadius="lg"
            >
              {intl.formatMessage({ id: 'members.noResults' })}
            </Box>
          )}
          {data.hasMore && lastPage === (data.pages.at(-1)?.pageNumber ?? 1) ? (
            <Stack space="xs" align="center" marginTop="xl">
              <LinkButton
                href={membersSearchHref(data.filters, lastPage + 1)}
                variant="secondary"
                linkComponent={ShowMoreLink}
              >
                {intl.formatMessage({ id: 'members.showMore' })}
              </LinkButton>
            </Stack>
          ) : null}
          {similar.length > 0 ? (
            <Box as="section" marginTop="xxl" aria-labelledby="similar-title">
              <Box as="h2" fontSize="lg" fontWeight="bold" marginBottom="md" id="similar-title">
                {intl.formatMessage({ id: 'members.similar' })}
              </Box>
              <MemberGrid profiles={similar} className={page.cardGrid} headingLevel={3} />
            </Box>
          ) : null}
        </>
      )}
    </div>
  )
}
