import { type ApiClient, createApiClient } from './client.ts'
import { browserLoggedOut } from './logout.ts'

let client: ApiClient | null = null

/**
 * The one api client of the page: same-origin `/api` calls through the app's own proxy, so
 * the session cookie belongs to the host the visitor is on (site or lander). Every browser
 * call (the api's, the chat's, the notification settings', the payment status') goes through
 * it, so a 403 authentication_required anywhere reaches the logout handler. A module of its
 * own, so the chat's or the settings' calls do not load every call of `createApi`.
 */
export function browserClient(): ApiClient {
  client ??= createApiClient({ baseUrl: '', onLogout: browserLoggedOut })
  return client
}
