import { json, type LoaderFunctionArgs } from '@remix-run/node'
import type { MetaFunction } from '@remix-run/react'
import { ChatList } from '~/components/chat/ChatList.tsx'
import * as page from '~/styles/page.css.ts'
import { apiFor } from '~/utils/api.server.ts'
import { loginOnAuthRequired } from '~/utils/login-redirect.server.ts'
import { pageTitle } from '~/utils/meta.ts'
import { useMessage } from '~/utils/use-message.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, responseHeaders } = apiFor(request)
  const chats = await api.getChats().catch(loginOnAuthRequired(request))
  return json({ chats }, { headers: responseHeaders })
}

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, 'chat.title') }]

/** The member's chats, rendered on the server and hydrated in place. */
export default function Chats() {
  const message = useMessage()
  return (
    <div className={page.container}>
      <h1 className={page.heading}>{message('chat.title')}</h1>
      <ChatList />
    </div>
  )
}
