import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { visitorOf } from '~/utils/api.server.ts'
import { landerHandoverUrl, newLoginBinding } from '~/utils/login-binding.server.ts'

/**
 * The first leg of a lander's handover (docs/decisions/032b): leaves a fresh nonce in this
 * browser's `login_binding` cookie and sends the browser back to the lander (one of
 * LANDER_ORIGINS, never any other address) with the nonce's hash, for which the lander asks the
 * api for a login link. A request naming no configured lander goes to the login.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { nonce, binding } = newLoginBinding()
  const target = landerHandoverUrl(new URL(request.url).searchParams.get('from'), binding)
  const headers = new Headers({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' })
  if (!target) return redirect('/login?redirectTo=%2Fcomplete-signup', { headers })
  headers.append('set-cookie', visitorOf(request).setCookie('loginBinding', nonce))
  return redirect(target, { headers })
}
