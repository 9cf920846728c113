import { type Api, createApi } from './calls.ts'
import { type ApiClient, createApiClient } from './client.ts'
import { browserLoggedOut } from './logout.ts'

let client: ApiClient | null = null
let browserApi: Api | null = null

/**
 * The one api client of the page: same-origin `/api` calls through the app's own proxy, so
 * the session cookie belongs to the host the visitor is on (site or lander). Every browser
 * call (these, the chat's, the notification settings', the payment status') goes through it,
 * so a 403 authentication_required anywhere reaches the logout handler.
 */
export function browserClient(): ApiClient {
  client ??= createApiClient({ baseUrl: '', onLogout: browserLoggedOut })
  return client
}

/** The api calls from the browser, one client per page. */
export function apiInBrowser(): Api {
  browserApi ??= createApi(browserClient())
  return browserApi
}
