/**
 * The apps' browser code without the ICU message parser, as FormatJS recommends (decisions 036b
 * and 051): every message the browser formats arrives parsed (`compileMessages` of
 * @dating/i18n, in development as in production), so react-intl and intl-messageformat get the
 * parser package's `no-parser.js`, which keeps its types and guards and drops `parse`. The
 * server keeps the parser: it renders with string messages. The same in `vite build` and on the
 * dev server (whose dependency pre-bundling gets the same alias), so development runs the code
 * production runs. Plain JavaScript because Vite loads the apps' configs without compiling
 * linked packages.
 */

const parserPackage = '@formatjs/icu-messageformat-parser'
const noParser = `${parserPackage}/no-parser.js`

/** @returns {import('vite').Plugin} */
export function clientWithoutMessageParser() {
  return {
    name: 'dating:client-without-message-parser',
    enforce: 'pre',
    config() {
      // The dev server's pre-bundled react-intl (esbuild; browser code only, the server's
      // dependencies are not pre-bundled).
      return { optimizeDeps: { esbuildOptions: { alias: { [parserPackage]: noParser } } } }
    },
    resolveId(source, importer, options) {
      if (source !== parserPackage || options?.ssr) return null
      return this.resolve(noParser, importer, { skipSelf: true })
    },
  }
}
