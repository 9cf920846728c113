import { createPaymentCalls } from '@dating/api-client/payments-calls'
import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'

/**
 * /credits/repeat-order (SPEC §2, the paid member's credits link): the checkout of the package
 * and method of the last paid payment, or the packages when there is none.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { client, responseHeaders } = apiFor(request)
  const payments = await createPaymentCalls(client)
    .getPayments()
    .catch(loginOnAuthRequired(request))
  const last = payments.find((payment) => payment.status === 'paid')
  const target = last ? `/credits/${last.package_id}/${last.method}` : '/credits'
  return redirect(target, { headers: responseHeaders })
}
