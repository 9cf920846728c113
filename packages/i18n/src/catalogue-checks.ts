import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import type { Messages } from './catalogues.ts'

/** Keys English has that the catalogue lacks, and keys it has that English lacks. */
export function keyDifferences(english: Messages, catalogue: Messages) {
  return {
    missing: Object.keys(english).filter((key) => !Object.hasOwn(catalogue, key)),
    extra: Object.keys(catalogue).filter((key) => !Object.hasOwn(english, key)),
  }
}

export type ParsedCatalogue = {
  elements: Map<string, MessageFormatElement[]>
  errors: Array<{ key: string; error: string }>
}

export function parseCatalogue(catalogue: Messages): ParsedCatalogue {
  const parsed: ParsedCatalogue = { elements: new Map(), errors: [] }
  for (const [key, message] of Object.entries(catalogue)) {
    if (message.trim() === '') {
      parsed.errors.push({ key, error: 'empty message' })
      continue
    }
    try {
      parsed.elements.set(key, parse(message))
    } catch (error) {
      parsed.errors.push({ key, error: error instanceof Error ? error.message : String(error) })
    }
  }
  return parsed
}

/** Argument names a message reads (including plural and select arguments) and its tags. */
export function placeholders(elements: readonly MessageFormatElement[]): string[] {
  const found = new Set<string>()
  const visit = (nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(node.value)
          break
        case TYPE.select:
        case TYPE.plural:
          found.add(node.value)
          for (const option of Object.values(node.options)) visit(option.value)
          break
        case TYPE.tag:
          found.add(`<${node.value}>`)
          visit(node.children)
          break
      }
    }
  }
  visit(elements)
  return [...found].sort()
}

/** Keys whose placeholders differ from the English message of the same key. */
export function placeholderMismatches(english: ParsedCatalogue, catalogue: ParsedCatalogue) {
  const mismatches: Array<{ key: string; english: string[]; translated: string[] }> = []
  for (const [key, elements] of catalogue.elements) {
    const englishElements = english.elements.get(key)
    if (englishElements === undefined) continue
    const expected = placeholders(englishElements)
    const actual = placeholders(elements)
    if (expected.join() !== actual.join()) {
      mismatches.push({ key, english: expected, translated: actual })
    }
  }
  return mismatches
}

/**
 * Plural messages whose categories do not fit the language: one the language never selects, or
 * one that counts up to 1000 need but the message lacks (Polish without `few` would say
 * "2 wiadomości" wrongly through `other`). Categories only millions reach (French `many`) are
 * optional.
 */
export function pluralCategoryProblems(locale: string, catalogue: ParsedCatalogue) {
  const problems: Array<{ key: string; argument: string; missing: string[]; unknown: string[] }> =
    []
  const visit = (key: string, nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      if (node.type === TYPE.plural) {
        const rules = new Intl.PluralRules(locale, { type: node.pluralType })
        const known: string[] = rules.resolvedOptions().pluralCategories
        const needed = new Set(['other'])
        for (let count = 0; count <= 1000; count++) needed.add(rules.select(count))
        const given = Object.keys(node.options).filter((option) => !option.startsWith('='))
        const missing = [...needed].filter((category) => !given.includes(category))
        const unknown = given.filter((option) => !known.includes(option))
        if (missing.length > 0 || unknown.length > 0) {
          problems.push({ key, argument: node.value, missing, unknown })
        }
      }
      if (node.type === TYPE.plural || node.type === TYPE.select) {
        for (const option of Object.values(node.options)) visit(key, option.value)
      }
      if (node.type === TYPE.tag) visit(key, node.children)
    }
  }
  for (const [key, elements] of catalogue.elements) visit(key, elements)
  return problems
}

export const copyCheck = {
  /** Shorter messages ("OK", "Email", "Instagram") are often the same in many languages. */
  minimumLength: 13,
  maximumShare: 0.15,
} as const

/**
 * Messages longer than a few words that are identical to English. A catalogue where this is
 * more than a small share of messages was copied rather than translated.
 */
export function englishCopies(
  english: Messages,
  catalogue: Messages,
  allowedKeys: ReadonlySet<string>,
) {
  const comparable = Object.keys(english).filter(
    (key) =>
      !allowedKeys.has(key) &&
      (english[key] as string).length >= copyCheck.minimumLength &&
      Object.hasOwn(catalogue, key),
  )
  const identical = comparable.filter((key) => catalogue[key] === english[key])
  return {
    identical,
    comparable: comparable.length,
    share: comparable.length === 0 ? 0 : identical.length / comparable.length,
  }
}
