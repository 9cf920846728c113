/**
 * The apps' browser code gets @dating/i18n's subset of react-intl (`@dating/i18n/browser-intl`,
 * decisions 036e, 052 and 082) instead of react-intl, @formatjs/intl and intl-messageformat:
 * about 7 KB less on every page. The server keeps react-intl. The same in `vite build` and on
 * the dev server, so development runs the code production runs. Plain JavaScript because Vite
 * loads the apps' configs without compiling linked packages.
 */

/**
 * @param {string} subsetModule the subset's file, resolved by the app:
 *   `fileURLToPath(import.meta.resolve('@dating/i18n/browser-intl'))`
 * @returns {import('vite').Plugin}
 */
export function clientBrowserIntl(subsetModule) {
  return {
    name: 'dating:client-browser-intl',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return source === 'react-intl' && !options?.ssr ? subsetModule : null
    },
  }
}
