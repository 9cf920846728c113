import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { backofficeApi } from '~/utils/api.server.ts'
import { currentStaff } from '~/utils/staff.server.ts'

/** The back office starts with the queue, or with the login. */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await currentStaff(backofficeApi(request))
  return redirect(staff ? '/queue' : '/login')
}
