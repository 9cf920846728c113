import type { LoaderFunctionArgs } from '@remix-run/node'
import { landerCatalogues } from '../utils/catalogue.server.ts'

/** A catalogue script, `/i18n/<catalogue>.<hash>.js`, cached for a year (decision 036). */
export function loader({ params }: LoaderFunctionArgs) {
  return landerCatalogues.response(params.file ?? '')
}
