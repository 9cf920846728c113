import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { apiFor } from '~/utils/api.server.ts'

/** Logging out changes state, so it is a POST (the account menu's form); GET just goes home. */
export async function action({ request }: ActionFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  try {
    await api.logout()
  } catch (error) {
    console.error('[site] logout.php failed:', error)
  }
  return redirect('/', { headers: responseHeaders })
}

export function loader() {
  return redirect('/')
}
