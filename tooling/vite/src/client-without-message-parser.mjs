/**
 * The apps' client builds without the ICU message parser (decision 036b): every message the
 * browser formats arrives parsed (`compileMessages` of @dating/i18n), so react-intl and
 * intl-messageformat get the parser package's `no-parser.js`, which keeps its types and guards
 * and drops `parse`. The server build keeps the parser: it renders with string messages. Plain
 * JavaScript because Vite loads the apps' configs without compiling linked packages.
 */

const parserPackage = '@formatjs/icu-messageformat-parser'

/** @returns {import('vite').Plugin} */
export function clientWithoutMessageParser() {
  return {
    name: 'dating:client-without-message-parser',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== parserPackage || options?.ssr) return null
      return this.resolve(`${parserPackage}/no-parser.js`, importer, { skipSelf: true })
    },
  }
}
