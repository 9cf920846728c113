#!/usr/bin/env node
// Merges translations into every catalogue at once, sorted by key, so that engineers working
// in parallel never overwrite each other's keys. Run it under the lock:
//   flock /tmp/i18n.lock node packages/i18n/scripts/add-messages.mjs new-messages.json
// where new-messages.json is { "dotted.key": { "en": "...", "de": "...", ... } }.
// en-US falls back to en when not given (an earlier US wording of the key is kept). Existing
// keys are replaced. Messages that are not valid ICU are refused before anything is written.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from '@formatjs/icu-messageformat-parser'

const locales = ['da', 'de', 'en', 'en-US', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']
const messagesDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'messages')

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const missing = []
for (const [key, byLocale] of Object.entries(input)) {
  for (const locale of locales) {
    if (locale !== 'en-US' && typeof byLocale[locale] !== 'string')
      missing.push(`${key} [${locale}]`)
  }
}
if (missing.length > 0) {
  console.error(`Missing translations:\n  ${missing.join('\n  ')}`)
  process.exit(1)
}

const invalid = []
for (const [key, byLocale] of Object.entries(input)) {
  for (const [locale, message] of Object.entries(byLocale)) {
    if (!locales.includes(locale)) invalid.push(`${key} [${locale}]: unknown locale`)
    else if (typeof message !== 'string' || message.trim() === '')
      invalid.push(`${key} [${locale}]: empty`)
    else {
      try {
        parse(message)
      } catch (error) {
        invalid.push(`${key} [${locale}]: ${error.message}`)
      }
    }
  }
}
if (invalid.length > 0) {
  console.error(`Invalid messages (nothing was written):\n  ${invalid.join('\n  ')}`)
  process.exit(1)
}

const catalogues = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')),
  ]),
)
// Re-adding a key without en-US must not undo a US wording someone gave it earlier.
const keptUsWording = Object.keys(input).filter(
  (key) =>
    input[key]['en-US'] === undefined &&
    typeof catalogues['en-US'][key] === 'string' &&
    catalogues['en-US'][key] !== catalogues.en[key],
)

for (const locale of locales) {
  const catalogue = catalogues[locale]
  for (const [key, byLocale] of Object.entries(input)) {
    if (locale === 'en-US' && keptUsWording.includes(key)) continue
    catalogue[key] = byLocale[locale] ?? byLocale.en
  }
  const sorted = Object.fromEntries(
    Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)),
  )
  writeFileSync(join(messagesDir, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`)
}
console.log(`Merged ${Object.keys(input).length} messages into ${locales.length} catalogues.`)
if (keptUsWording.length > 0) console.log(`Kept the en-US wording of: ${keptUsWording.join(', ')}`)
