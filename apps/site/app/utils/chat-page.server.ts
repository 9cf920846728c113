import { type ChatQuery, createChatCalls, newClientMessageId } from '@dating/api-client/chat-calls'
import { json } from '@remix-run/node'
import { apiFor, notFoundOnApi404 } from './api.server.ts'
import { loginOnAuthRequired } from './login-redirect.server.ts'

/**
 * The loader of both chat routes: the conversation by its id or with a profile, and a new
 * client message id for the composer's forms (a double post of the same form sends once).
 */
export async function loadChat(request: Request, query: ChatQuery) {
  const { client, responseHeaders } = apiFor(request)
  const view = await createChatCalls(client)
    .getChat(query)
    .catch(loginOnAuthRequired(request))
    .catch(notFoundOnApi404)
  return json({ view, clientMessageId: newClientMessageId() }, { headers: responseHeaders })
}
