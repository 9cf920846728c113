import { json } from '@remix-run/node'

/**
 * Headers of a page that holds a live token: never cached, and its address never sent to another
 * site as a referrer. `same-origin`, not `no-referrer`: under `no-referrer` a browser posts the
 * page's own form with `Origin: null`, which the server refuses as a cross-site write, so the
 * form would fail before the page's code arrives (decision 086).
 */
export const linkPageHeaders = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' }

/** The page with the button for a mailed link's token (components/LinkConfirm.tsx). */
export function confirmLinkPage(token: string) {
  return json({ confirm: token }, { headers: linkPageHeaders })
}

/** The token the button posted under `field`, or null. */
export async function postedToken(request: Request, field: string): Promise<string | null> {
  const value = (await request.formData()).get(field)
  return typeof value === 'string' ? value : null
}
