/**
 * How the apps' client builds split into files (decisions 036a and 036f). Every vanilla-extract stylesheet
 * goes into one chunk `styles` that holds no JS, so each page links one stylesheet. Every module
 * that the client entry or the root route imports statically goes into one chunk `always`: the
 * browser runs all of them on every page anyway, and as one file instead of 30 small ones it
 * costs a page one request and one gzip window. What a page or a later import adds is left to
 * Rollup. Plain JavaScript because Vite loads the apps' configs without compiling linked packages.
 */

const stylesheet = /\.vanilla\.css(\?|$)/
const rootRoute = /\/app\/root\.tsx\?__remix-build-client-route$/
const clientEntry = /\/entry\.client\.tsx$/

/**
 * @param {Iterable<string>} entries
 * @param {(id: string) => import('vite').Rollup.ModuleInfo | null} moduleInfo
 */
function staticImports(entries, moduleInfo) {
  const found = new Set()
  const pending = [...entries]
  while (pending.length > 0) {
    const info = moduleInfo(/** @type {string} */ (pending.pop()))
    for (const id of info?.importedIds ?? []) {
      if (found.has(id) || moduleInfo(id)?.isEntry) continue
      found.add(id)
      pending.push(id)
    }
  }
  return found
}

/** @returns {import('vite').Rollup.GetManualChunk} */
export function clientChunks() {
  /** @type {Set<string> | undefined} */
  let alwaysLoaded
  return (id, { getModuleIds, getModuleInfo }) => {
    if (stylesheet.test(id)) return 'styles'
    alwaysLoaded ??= staticImports(
      [...getModuleIds()].filter(
        (moduleId) => rootRoute.test(moduleId) || clientEntry.test(moduleId),
      ),
      getModuleInfo,
    )
    return alwaysLoaded.has(id) ? 'always' : undefined
  }
}
