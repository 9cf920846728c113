import { parseId } from '@dating/domain/ids'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { DeferredChatScreen } from '~/components/chat/DeferredChatScreen.tsx'
import { loadChat } from '~/utils/chat-page.server.ts'
import { pageTitle } from '~/utils/meta.ts'

export const handle = { layout: 'chat' }

export function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  if (id === null) throw new Response(null, { status: 404 })
  return loadChat(request, { id })
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: pageTitle(matches, data ? { text: data.view.profile.name } : 'chat.title') },
]

export default function Conversation() {
  const { view } = useLoaderData<typeof loader>()
  return <DeferredChatScreen key={view.profile.id} view={view} />
}
