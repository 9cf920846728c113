import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { backofficeApi, isApiError } from '~/utils/api.server.ts'

/** Ends this back-office session, or (`everywhere=yes`) every session of the staff member. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData()
  const api = backofficeApi(request)
  await api.calls.logout({ everywhere: form.get('everywhere') === 'yes' }).catch((error) => {
    // Already logged out: nothing left to end.
    if (!isApiError(error, 403)) throw error
  })
  return redirect('/login', { headers: api.responseHeaders })
}

export function loader() {
  return redirect('/login')
}
