import type { MetaFunction } from '@remix-run/react'
import { ErrorView } from '~/components/ErrorPage.tsx'
import { pageTitle } from '~/utils/meta.ts'

/** Any path no other route claims: a real 404 status with the error page. */
export function loader() {
  throw new Response(null, { status: 404 })
}

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'error.notFound.title') },
]

export default function UnknownPage() {
  return <ErrorView status={404} />
}
