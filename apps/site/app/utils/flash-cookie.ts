import { clearCookie } from '@dating/remix-server/cookies'
import { type Flash, readFlash } from './flash.ts'

/** The notice an action left for this page, taken from `document.cookie` (it is cleared). */
export function takeFlash(): Flash | null {
  const flash = readFlash(document.cookie)
  if (!flash) return null
  // The Cookie Store API is missing from Firefox and Safari; the string comes from the one
  // cookie library of the site (@dating/remix-server/cookies).
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = clearCookie('flash', window.location.protocol === 'https:')
  return flash
}
