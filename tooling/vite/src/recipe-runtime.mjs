/**
 * The class-name function of a vanilla-extract `recipe()` in the apps' client builds
 * (decision 036h). The kit's components keep their recipes (the house style); a compiled
 * `*.css.ts` calls `createRuntimeFn` of `@vanilla-extract/recipes/createRuntimeFn` with the
 * generated class names, and the library's version of it ships Babel's object-spread helpers
 * (about 2 KB minified on every page). This one answers the same for the same config:
 * recipe-runtime.test.ts compares the two. `smallRecipeRuntime()` (small-recipe-runtime.mjs)
 * puts it in their place. Plain JavaScript: it runs in the browser as it is written here.
 */

/**
 * @typedef {{
 *   defaultClassName: string,
 *   variantClassNames: Record<string, Record<string, string>>,
 *   defaultVariants: Record<string, unknown>,
 *   compoundVariants: [Record<string, unknown>, string][],
 * }} RuntimeConfig
 */

/** @param {RuntimeConfig} config */
export function createRuntimeFn(config) {
  const { defaultClassName, variantClassNames, defaultVariants, compoundVariants } = config
  /** @param {Record<string, unknown>} [options] */
  const runtimeFn = (options) => {
    let className = defaultClassName
    const selections = { ...defaultVariants, ...options }
    for (const name in selections) {
      const selection = selections[name] ?? defaultVariants[name]
      const variantClassName =
        selection == null ? undefined : variantClassNames[name]?.[String(selection)]
      if (variantClassName) className += ` ${variantClassName}`
    }
    for (const [check, compoundClassName] of compoundVariants) {
      const applies = Object.keys(check).every(
        (name) => check[name] === (selections[name] ?? defaultVariants[name]),
      )
      if (applies) className += ` ${compoundClassName}`
    }
    return className
  }
  runtimeFn.variants = () => Object.keys(variantClassNames)
  const first = (/** @type {string} */ names) => names.split(' ')[0]
  runtimeFn.classNames = {
    get base() {
      return first(defaultClassName)
    },
    get variants() {
      return Object.fromEntries(
        Object.entries(variantClassNames).map(([name, classNames]) => [
          name,
          Object.fromEntries(
            Object.entries(classNames).map(([value, names]) => [value, first(names)]),
          ),
        ]),
      )
    },
  }
  return runtimeFn
}
