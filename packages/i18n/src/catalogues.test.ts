import { readdirSync, readFileSync } from 'node:fs'
import { countries, regionKinds } from '@dating/domain/countries'
import { interests } from '@dating/domain/interests'
import {
  bodyTypes,
  eyeColours,
  genders,
  hairColours,
  relationshipStatuses,
  sexualities,
} from '@dating/domain/profile-attributes'
import { describe, expect, it } from 'vitest'
import {
  copyCheck,
  englishCopies,
  keyDifferences,
  parseCatalogue,
  placeholderMismatches,
  placeholders,
  pluralCategoryProblems,
} from './catalogue-checks.ts'
import { messagesFor } from './catalogues.server.ts'
import {
  asMessages,
  fallbackChain,
  layerCatalogues,
  loadMessages,
  type Messages,
} from './catalogues.ts'
import { type CatalogueId, catalogueIds, locales } from './locales.ts'

const messagesDir = new URL('../messages/', import.meta.url)

const catalogues = Object.fromEntries(
  catalogueIds.map((id) => [
    id,
    asMessages(id, JSON.parse(readFileSync(new URL(`${id}.json`, messagesDir), 'utf8'))),
  ]),
) as Record<CatalogueId, Messages>
const english = catalogues.en
const parsedEnglish = parseCatalogue(english)

/** Messages that are rightly the same in every language: names written in their own language. */
const sameInEveryLanguage = new Set(locales.map((locale) => `language.${locale}`))

describe('the catalogue checks', () => {
  it('find keys missing from a catalogue and keys English lacks', () => {
    expect(keyDifferences({ a: 'A', b: 'B' }, { b: 'B', c: 'C' })).toEqual({
      missing: ['a'],
      extra: ['c'],
    })
  })

  it('report messages that do not parse and empty messages', () => {
    const parsed = parseCatalogue({ ok: 'Hi {name}', broken: 'Hi {name', empty: ' ' })
    expect(parsed.errors.map((error) => error.key)).toEqual(['broken', 'empty'])
    expect([...parsed.elements.keys()]).toEqual(['ok'])
  })

  it('collect argument names inside plurals, selects and tags', () => {
    const parsed = parseCatalogue({
      nested:
        '{gender, select, female {{count, plural, one {<b>#</b> like from {name}} other {# likes}}} other {{total, number}}}',
    })
    expect(placeholders(parsed.elements.get('nested') ?? [])).toEqual([
      '<b>',
      'count',
      'gender',
      'name',
      'total',
    ])
  })

  it('flag a renamed placeholder or a renamed plural argument', () => {
    const base = parseCatalogue({ a: 'Hi {name}', b: '{count, plural, one {#} other {#}}' })
    const translated = parseCatalogue({ a: 'Hoi {naam}', b: '{aantal, plural, one {#} other {#}}' })
    expect(placeholderMismatches(base, translated).map((mismatch) => mismatch.key)).toEqual([
      'a',
      'b',
    ])
  })

  it('flag plural forms a language needs but a message lacks', () => {
    const polish = parseCatalogue({
      likes: '{count, plural, one {# polubienie} other {# polubień}}',
    })
    expect(pluralCategoryProblems('pl', polish)).toEqual([
      { key: 'likes', argument: 'count', missing: ['many', 'few'], unknown: [] },
    ])
    const french = parseCatalogue({ likes: '{count, plural, one {# like} other {# likes}}' })
    expect(pluralCategoryProblems('fr', french)).toEqual([])
  })

  it('measure how much of a catalogue is copied English', () => {
    const base = { a: 'A long English sentence', b: 'Another long sentence', c: 'Short' }
    const copied = { a: 'A long English sentence', b: 'Eine weitere Zeile hier', c: 'Short' }
    expect(englishCopies(base, copied, new Set())).toEqual({
      identical: ['a'],
      comparable: 2,
      share: 0.5,
    })
    expect(englishCopies(base, copied, new Set(['a'])).share).toBe(0)
  })
})

describe('the catalogues', () => {
  it('are one file per catalogue id', () => {
    const files = readdirSync(messagesDir).filter((file) => file.endsWith('.json'))
    expect(files.sort()).toEqual(catalogueIds.map((id) => `${id}.json`).sort())
  })

  it('English is not empty', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0)
  })

  it.each(catalogueIds)('%s has exactly the keys English has', (id) => {
    expect(keyDifferences(english, catalogues[id])).toEqual({ missing: [], extra: [] })
  })

  it.each(catalogueIds)('%s messages all parse', (id) => {
    expect(parseCatalogue(catalogues[id]).errors).toEqual([])
  })

  it.each(catalogueIds)('%s messages use the placeholders of English', (id) => {
    expect(placeholderMismatches(parsedEnglish, parseCatalogue(catalogues[id]))).toEqual([])
  })

  it.each(catalogueIds)('%s plurals give every form the language needs', (id) => {
    expect(pluralCategoryProblems(id, parseCatalogue(catalogues[id]))).toEqual([])
  })

  it.each(locales.filter((locale) => locale !== 'en'))('%s is translated, not copied', (id) => {
    const copies = englishCopies(english, catalogues[id], sameInEveryLanguage)
    expect(
      copies.share,
      `${id} has ${copies.identical.length} of ${copies.comparable} messages identical to English: ${copies.identical.join(', ')}`,
    ).toBeLessThanOrEqual(copyCheck.maximumShare)
  })

  it('name every value the domain enumerates', () => {
    const expected = [
      ...interests.map((interest) => `interest.${interest}`),
      ...genders.map((value) => `enum.gender.${value}`),
      ...sexualities.map((value) => `enum.sexuality.${value}`),
      ...hairColours.map((value) => `enum.hair_colour.${value}`),
      ...eyeColours.map((value) => `enum.eye_colour.${value}`),
      ...bodyTypes.map((value) => `enum.body_type.${value}`),
      ...relationshipStatuses.map((value) => `enum.relationship_status.${value}`),
      ...countries.map((country) => `country.${country}`),
      ...regionKinds.map((kind) => `region.kind.${kind}`),
      ...locales.map((locale) => `language.${locale}`),
    ]
    expect(expected.filter((key) => !Object.hasOwn(english, key))).toEqual([])
  })
})

describe('loadMessages', () => {
  it('loads a locale with English underneath', async () => {
    const german = await loadMessages('de')
    expect(german['error.default.title']).toBe('Fehler')
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort())
  })

  it('layers en-US over English', async () => {
    const american = await loadMessages('en-US')
    expect(american).toEqual({ ...english, ...catalogues['en-US'] })
  })

  it('refuses an unknown catalogue', async () => {
    await expect(loadMessages('pt' as CatalogueId)).rejects.toThrow(RangeError)
  })

  it('stacks English first so the locale wins', () => {
    expect(fallbackChain('en')).toEqual(['en'])
    expect(fallbackChain('sv')).toEqual(['en', 'sv'])
    expect(layerCatalogues([{ a: 'A', b: 'B' }, { b: 'Bee' }])).toEqual({ a: 'A', b: 'Bee' })
  })

  it('rejects a catalogue that is not a map of strings', () => {
    expect(() => asMessages('x', ['a'])).toThrow(TypeError)
    expect(() => asMessages('x', { a: 1 })).toThrow(TypeError)
  })

  it('gives servers the same merged messages synchronously', async () => {
    expect(messagesFor('fi')).toEqual(await loadMessages('fi'))
  })
})
