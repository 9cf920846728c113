import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiFor, brandDomain } from '~/utils/api.server.ts'
import { webManifest } from '~/utils/app-shell.server.ts'

/** The brand's web app manifest (SPEC §2: the site runs as an installed app too). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = apiFor(request)
  const settings = await api.getSettings({ domain: brandDomain(request) })
  return new Response(JSON.stringify(webManifest(settings)), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
