import { type Api, createApi } from './calls.ts'
import { browserClient } from './browser-client.ts'

let browserApi: Api | null = null

/** The api calls from the browser, one client per page (`browserClient`). */
export function apiInBrowser(): Api {
  browserApi ??= createApi(browserClient())
  return browserApi
}
