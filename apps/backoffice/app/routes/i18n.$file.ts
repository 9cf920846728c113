import type { LoaderFunctionArgs } from '@remix-run/node'
import { backofficeCatalogues } from '../utils/catalogue.server.ts'

/** A catalogue script, `/i18n/<catalogue>.<hash>.js`, cached for a year (decision 036). */
export function loader({ params }: LoaderFunctionArgs) {
  return backofficeCatalogues.response(params.file ?? '')
}
