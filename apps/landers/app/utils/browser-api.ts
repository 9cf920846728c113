import { type Api, createApi } from '@dating/api-client/calls'
import { createApiClient } from '@dating/api-client/client'

let browserApi: Api | null = null

/**
 * The api from the browser: same-origin `/api` calls through the lander's proxy, so the
 * session of a lander signup belongs to the lander's host.
 */
export function apiInBrowser(): Api {
  browserApi ??= createApi(createApiClient({ baseUrl: '' }))
  return browserApi
}
