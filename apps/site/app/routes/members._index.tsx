import { json, type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { Pagination } from '@dating/ui/Pagination'
import { useIntl } from 'react-intl'
import { MemberGrid } from '~/components/MemberCard.tsx'
import { MembersSearchForm } from '~/components/MembersSearchForm.tsx'
import * as page from '~/styles/page.css.ts'
import { apiFor, isApiError } from '~/utils/api.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { membersSearchHref, parseMembersSearch } from '~/utils/members-search.ts'
import * as styles from '~/styles/members.css.ts'

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'members.title') }]

export async function loader({ request }: LoaderFunctionArgs) {
  const search = parseMembersSearch(new URL(request.url).searchParams)
  const { api, responseHeaders } = apiFor(request)
  try {
    const result = await api.listMembers(search)
    return json({ search, result }, { headers: responseHeaders })
  } catch (error) {
    // Brands may close the search to visitors (logged_out_search 'none').
    if (isApiError(error, 403)) throw redirect('/login', { headers: responseHeaders })
    throw error
  }
}

export default function Members() {
  const intl = useIntl()
  const { search, result } = useLoaderData<typeof loader>()
  const pages = Math.max(1, Math.ceil(result.numResults / result.pageSize))
  return (
    <div className={page.container}>
      <h1 className={page.heading}>{intl.formatMessage({ id: 'members.title' })}</h1>
      <section className={styles.filters}>
        <MembersSearchForm key={JSON.stringify(search)} search={search} />
      </section>
      <p className={styles.count} role="status">
        {intl.formatMessage({ id: 'members.results' }, { count: result.numResults })}
      </p>
      {result.results.length > 0 ? (
        <MemberGrid profiles={result.results} eagerCount={4} className={page.cardGrid} />
      ) : (
        <p className={styles.empty}>{intl.formatMessage({ id: 'members.noResults' })}</p>
      )}
      {pages > 1 ? (
        <div className={styles.paging}>
          <p className={styles.count}>
            {intl.formatMessage({ id: 'members.pageOf' }, { page: result.page, pages })}
          </p>
          <Pagination
            page={result.page}
            pageCount={pages}
            hrefForPage={(target) => membersSearchHref(search, target)}
            label={intl.formatMessage({ id: 'members.pagination' })}
            previousLabel={intl.formatMessage({ id: 'members.previous' })}
            nextLabel={intl.formatMessage({ id: 'members.next' })}
            pageLabel={(target) => intl.formatMessage({ id: 'members.page' }, { page: target })}
          />
        </div>
      ) : null}
      {result.similar_results.length > 0 ? (
        <section className={styles.similar} aria-labelledby="similar-title">
          <h2 id="similar-title" className={styles.subheading}>
            {intl.formatMessage({ id: 'members.similar' })}
          </h2>
          <MemberGrid profiles={result.similar_results} className={page.cardGrid} />
        </section>
      ) : null}
    </div>
  )
}
