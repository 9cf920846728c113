import type { LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { loadMemberLanding } from '~/utils/member-landing.server.ts'
import { markupUntilLoaded } from '@dating/ui/later'
import { memberLandingMeta } from '~/utils/meta.ts'

// The landing is rendered on the server; its code (the gallery, the cards, the signup call's
// dialog opener) loads after hydration, outside the first load (decision 036h). Its links work
// before then.
const MemberLanding = markupUntilLoaded(() =>
  import('~/components/MemberLanding.tsx').then((module) => module.MemberLanding),
)

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadMemberLanding(request, params, 'landing2')

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  memberLandingMeta(matches, data?.profile ?? null)

export default function MemberLandingPage() {
  return <MemberLanding {...useLoaderData<typeof loader>()} />
}
