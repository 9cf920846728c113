export { uniqueEmail } from '@dating/playwright-preset/mailbox'
import type { APIRequestContext } from '@playwright/test'

export interface ApiProfile {
  id: number
  name: string
  age: number
  main_image: { filename: string } | null
}

/** The profiles the lander should stack, read through the lander's own /api proxy. */
export async function landerProfiles(request: APIRequestContext): Promise<ApiProfile[]> {
  const response = await request.get('/api/members.php?page=1')
  if (!response.ok()) throw new Error(`members.php answered ${response.status()}`)
  const page = (await response.json()) as { results: ApiProfile[] }
  return page.results.filter((profile) => profile.main_image !== null)
}

export { gotoHydrated, waitForHydration } from '@dating/playwright-preset/pages'
