import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** A catalogue as stored, to find on a page what a locale says. */
export function catalogue(id: string): Record<string, string> {
  return require(`@dating/i18n/messages/${id}.json`) as Record<string, string>
}

/** A catalogue message with its `{placeholders}` filled in, as the page shows it. */
export function catalogueText(
  messages: Record<string, string>,
  id: string,
  values: Record<string, string | number> = {},
): string {
  const message = messages[id]
  if (message === undefined) throw new Error(`No message ${id}`)
  return Object.entries(values).reduce(
    (filled, [name, value]) => filled.replaceAll(`{${name}}`, String(value)),
    message,
  )
}
