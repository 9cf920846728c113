import { ApiError } from '@dating/api-client/errors'
import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { apiFor } from '../utils/api.server.ts'
import { env } from '../utils/env.server.ts'
import {
  completeSignupUrl,
  handoverBindingOf,
  siteBindingUrl,
  siteLoginUrl,
} from '../utils/lander-signup.ts'

/**
 * Hands a visitor who just signed up on the lander over to the member site, logged in there:
 * the lander's session (its cookie belongs to the lander's host) asks the api for a one-time
 * login link, which the site's /complete-signup spends. The link works only in this browser
 * (docs/decisions/032b): first the site leaves a nonce in the browser's cookie there and sends
 * the browser back here with its hash (`?binding=`), to which the link is bound. A GET, so the
 * signup's continue link and a plain navigation both work. Without a session the site's login
 * takes over.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const siteUrl = env().SITE_URL
  const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'same-origin' }
  const url = new URL(request.url)
  const binding = handoverBindingOf(url.searchParams)
  if (!binding) return redirect(siteBindingUrl(siteUrl, url.origin), { headers: noStore })
  const { api } = apiFor(request)
  try {
    const { token } = await api.createLoginLink(binding)
    return redirect(completeSignupUrl(siteUrl, token), { headers: noStore })
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 403)) throw error
    return redirect(siteLoginUrl(siteUrl, '/complete-signup'), { headers: noStore })
  }
}
