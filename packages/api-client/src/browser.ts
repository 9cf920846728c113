import { type Api, createApi } from './calls.ts'
import { createApiClient } from './client.ts'

let browserApi: Api | null = null

/**
 * The api from the browser, one client per page: same-origin `/api` calls through the app's
 * own proxy, so the session cookie belongs to the host the visitor is on (site or lander).
 */
export function apiInBrowser(): Api {
  browserApi ??= createApi(createApiClient({ baseUrl: '' }))
  return browserApi
}
