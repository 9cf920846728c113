import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiFor, brandDomain } from '~/utils/api.server.ts'
import { robotsTxt } from '~/utils/app-shell.server.ts'

/** robots.txt per brand, decided by the host like every page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = apiFor(request)
  const settings = await api.getSettings({ domain: brandDomain(request) })
  return new Response(robotsTxt(settings), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
