import { parseId } from '@dating/domain/ids'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { type MetaFunction, useLoaderData } from '@remix-run/react'
import { ChatScreen } from '~/components/chat/ChatScreen.tsx'
import { loadChat } from '~/utils/chat-page.server.ts'
import { chatSendAction } from '~/utils/chat-send.server.ts'
import { pageTitle } from '~/utils/meta.ts'

export const handle = { layout: 'chat' }

export function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  if (id === null) throw new Response(null, { status: 404 })
  return loadChat(request, { id })
}

/** The composer's forms post here: a message, with or without the page's code. */
export function action({ request }: ActionFunctionArgs) {
  return chatSendAction(request)
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => [
  { title: pageTitle(matches, data ? { text: data.view.profile.name } : 'chat.title') },
]

export default function Conversation() {
  const { view, clientMessageId } = useLoaderData<typeof loader>()
  return <ChatScreen key={view.profile.id} view={view} clientMessageId={clientMessageId} />
}
