import da from '../messages/da.json' with { type: 'json' }
import de from '../messages/de.json' with { type: 'json' }
import en from '../messages/en.json' with { type: 'json' }
import enUS from '../messages/en-US.json' with { type: 'json' }
import es from '../messages/es.json' with { type: 'json' }
import fi from '../messages/fi.json' with { type: 'json' }
import fr from '../messages/fr.json' with { type: 'json' }
import it from '../messages/it.json' with { type: 'json' }
import nb from '../messages/nb.json' with { type: 'json' }
import nl from '../messages/nl.json' with { type: 'json' }
import pl from '../messages/pl.json' with { type: 'json' }
import sv from '../messages/sv.json' with { type: 'json' }
import { fallbackChain, layerCatalogues, type Messages } from './catalogues.ts'
import type { CatalogueId } from './locales.ts'

export type { MessageId } from './message-ids.ts'

// Servers answer in any locale at any moment, so they hold every catalogue in memory; browsers
// use loadMessages from ./catalogues instead, which fetches one locale.
const catalogues = {
  da,
  de,
  en,
  'en-US': enUS,
  es,
  fi,
  fr,
  it,
  nb,
  nl,
  pl,
  sv,
} satisfies Record<CatalogueId, Messages>

const merged = new Map<CatalogueId, Readonly<Messages>>()

/** Synchronous loadMessages for servers: the catalogue with English underneath. */
export function messagesFor(id: CatalogueId): Readonly<Messages> {
  let messages = merged.get(id)
  if (messages === undefined) {
    messages = Object.freeze(layerCatalogues(fallbackChain(id).map((layer) => catalogues[layer])))
    merged.set(id, messages)
  }
  return messages
}

/** One catalogue exactly as stored, without fallback: for tests and tooling. */
export function rawCatalogue(id: CatalogueId): Readonly<Messages> {
  return catalogues[id]
}
