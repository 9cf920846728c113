import type { APIRequestContext, Page } from '@playwright/test'

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

/** Opens a page and waits until React has hydrated it, for controls that need JavaScript. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/** An address nobody used yet in this run. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`
}
