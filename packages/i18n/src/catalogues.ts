import { type CatalogueId, catalogueIds, defaultLocale } from './locales.ts'

export type Messages = Record<string, string>

/**
 * The messages of one catalogue with English underneath, so a key missing from a locale still
 * shows English; en-US is layered over en. Only the catalogues asked for are fetched: the
 * template import lets Vite split every catalogue into its own chunk.
 */
export async function loadMessages(id: CatalogueId): Promise<Messages> {
  const layers = await Promise.all(fallbackChain(id).map(importCatalogue))
  return layerCatalogues(layers)
}

/** Catalogues to merge for an id, English first. */
export function fallbackChain(id: CatalogueId): CatalogueId[] {
  return id === defaultLocale ? [defaultLocale] : [defaultLocale, id]
}

/** Later layers win; every layer is a complete or partial catalogue. */
export function layerCatalogues(layers: readonly Messages[]): Messages {
  return Object.assign({}, ...layers)
}

async function importCatalogue(id: CatalogueId): Promise<Messages> {
  if (!catalogueIds.includes(id)) throw new RangeError(`Unknown catalogue: ${id}`)
  const module: { default: unknown } = await import(`../messages/${id}.json`)
  return asMessages(id, module.default)
}

export function asMessages(id: string, catalogue: unknown): Messages {
  if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue)) {
    throw new TypeError(`Catalogue ${id} is not an object`)
  }
  for (const [key, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new TypeError(`Catalogue ${id}: ${key} is not a string`)
  }
  return catalogue as Messages
}
