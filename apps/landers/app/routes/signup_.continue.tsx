import { ApiError } from '@dating/api-client/errors'
import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { apiFor } from '../utils/api.server.ts'
import { env } from '../utils/env.server.ts'
import { completeSignupUrl, siteLoginUrl } from '../utils/lander-signup.ts'

/**
 * Hands a visitor who just signed up on the lander over to the member site, logged in there:
 * the lander's session (its cookie belongs to the lander's host) asks the api for a one-time
 * login link, which the site's /complete-signup spends. A GET, so the signup's continue link
 * and a plain navigation both work; what it issues only logs the same member in, once, for two
 * minutes. Without a session the site's login takes over.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = apiFor(request)
  const siteUrl = env().SITE_URL
  const noStore = { 'cache-control': 'no-store' }
  try {
    const { token } = await api.createLoginLink()
    return redirect(completeSignupUrl(siteUrl, token), { headers: noStore })
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403)) throw error
    return redirect(siteLoginUrl(siteUrl, '/complete-signup'), { headers: noStore })
  }
}
