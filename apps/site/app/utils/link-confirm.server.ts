import { json } from '@remix-run/node'

/** Headers of a page that holds a live token: never cached, never sent on as a referrer. */
export const linkPageHeaders = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

/** The page with the button for a mailed link's token (components/LinkConfirm.tsx). */
export function confirmLinkPage(token: string) {
  return json({ confirm: token }, { headers: linkPageHeaders })
}

/** The token the button posted under `field`, or null. */
export async function postedToken(request: Request, field: string): Promise<string | null> {
  const value = (await request.formData()).get(field)
  return typeof value === 'string' ? value : null
}
