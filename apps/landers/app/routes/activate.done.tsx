import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { env } from '../utils/env.server.ts'

/**
 * The activation mail of a lander signup links to the host the signup came through, the
 * lander's (docs/api.md, Accounts): the link is passed on to the site, which activates.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url)
  return redirect(`${env().SITE_URL}/activate/done${search}`, {
    headers: { 'cache-control': 'no-store' },
  })
}
