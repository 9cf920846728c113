import type { LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { MemberLanding } from '~/components/MemberLanding.tsx'
import { loadMemberLanding } from '~/utils/member-landing.server.ts'
import { memberLandingMeta } from '~/utils/meta.ts'

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadMemberLanding(request, params, 'landing2')

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  memberLandingMeta(matches, data?.profile ?? null)

export default function MemberLandingPage() {
  return <MemberLanding {...useLoaderData<typeof loader>()} />
}
