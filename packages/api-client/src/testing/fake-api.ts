import { createApi } from '../calls.ts'
import { createApiClient } from '../client.ts'
import type { fakeFetch } from './fake-fetch.ts'

/** The calls over a fake fetch, retrying without waiting. */
export function apiWith(fetch: ReturnType<typeof fakeFetch>) {
  const client = createApiClient({
    baseUrl: 'http://api.test',
    fetch: fetch.fetch,
    retry: { sleep: async () => {} },
  })
  return createApi(client)
}
