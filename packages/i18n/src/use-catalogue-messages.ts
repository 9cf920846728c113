import { useEffect, useRef, useState } from 'react'
import { catalogueMessages, loadCatalogueScript } from './catalogue-script.ts'
import type { CatalogueMessages } from './compiled-messages.ts'

/**
 * The messages of the page's catalogue (decision 036), for an app's IntlProvider: on the server
 * from memory, in the browser parsed, from the catalogue script the document loaded before the
 * app. When the catalogue changes without a new document (a language switch revalidates the
 * layout), the new script is loaded and the page shows the former messages until it has run.
 */
export function useCatalogueMessages(
  catalogueId: string | undefined,
  url: string | undefined,
): CatalogueMessages | undefined {
  const [, setLoads] = useState(0)
  const last = useRef<CatalogueMessages | undefined>(undefined)
  const messages = catalogueId ? catalogueMessages(catalogueId) : undefined
  if (messages) last.current = messages
  useEffect(() => {
    if (!catalogueId || !url || catalogueMessages(catalogueId)) return
    let live = true
    loadCatalogueScript(catalogueId, url).then(
      () => {
        if (live) setLoads((loads) => loads + 1)
      },
      (error: unknown) => console.error('[i18n] catalogue script:', error),
    )
    return () => {
      live = false
    }
  }, [catalogueId, url])
  return messages ?? last.current
}
