/**
 * What the site's proxy answers while the api cannot be reached (a restart, a deploy): 503 with
 * Retry-After, never 502. A page the browser navigated to gets a short page in the member's
 * language that reloads itself; a fetch gets the api's error shape (`service_unavailable`).
 */
import { defaultLocale, isLocale, type Locale, localeFromLanguageTag } from '@dating/domain/locales'
import { translatorFor } from '@dating/i18n/translate'
import { readCookies } from './cookies.ts'

export const retryAfterSeconds = 5

/** The `locale` cookie, else the first language of Accept-Language we have, else English. */
export function requestLocale(request: Request): Locale {
  const cookie = readCookies(request.headers.get('cookie')).locale
  if (isLocale(cookie)) return cookie
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const locale = localeFromLanguageTag(part.split(';')[0]?.trim())
    if (locale) return locale
  }
  return defaultLocale
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => escapes[character] ?? '')

export function unavailableAnswer(request: Request): Response {
  const locale = requestLocale(request)
  const t = translatorFor(locale)
  const headers = { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' }
  const wantsPage =
    request.method === 'GET' && /\btext\/html\b/.test(request.headers.get('accept') ?? '')
  if (!wantsPage) {
    return Response.json(
      { error: 'service_unavailable', message: t('api.error.service_unavailable') },
      { status: 503, headers },
    )
  }
  const title = escapeHtml(t('unavailable.title'))
  const page = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${retryAfterSeconds * 2}">
<title>${title}</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(t('unavailable.text'))}</p>
<p><a href="">${escapeHtml(t('unavailable.retry'))}</a></p>
</main>
</body>
</html>
`
  return new Response(page, {
    status: 503,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  })
}
