import { type Api, createApi } from '@dating/api-client/calls'
import { createApiClient } from '@dating/api-client/client'

let browserApi: Api | null = null

/** The api from the browser: same-origin `/api` calls through the site's proxy. */
export function apiInBrowser(): Api {
  browserApi ??= createApi(createApiClient({ baseUrl: '' }))
  return browserApi
}
