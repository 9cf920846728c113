import { fileURLToPath } from 'node:url'

/**
 * The apps' client builds get recipe-runtime.mjs in place of `createRuntimeFn` of
 * `@vanilla-extract/recipes` (decision 036h): the same class names without the library's Babel
 * helpers. The server build keeps the library's; both render the same class names. Plain
 * JavaScript because Vite loads the apps' configs without compiling linked packages.
 */

const runtimeModule = '@vanilla-extract/recipes/createRuntimeFn'
const smallRuntime = fileURLToPath(new URL('./recipe-runtime.mjs', import.meta.url))

/** @returns {import('vite').Plugin} */
export function smallRecipeRuntime() {
  return {
    name: 'dating:small-recipe-runtime',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return source === runtimeModule && !options?.ssr ? smallRuntime : null
    },
  }
}
