import { createRuntimeFn as libraryRuntime } from '@vanilla-extract/recipes/createRuntimeFn'
import { describe, expect, it } from 'vitest'
import { type RuntimeConfig, createRuntimeFn } from './recipe-runtime.mjs'
import { smallRecipeRuntime } from './small-recipe-runtime.mjs'

// Configs of the shapes a compiled `recipe()` passes: string and boolean variants, defaults,
// no base, several class names per variant, compound variants.
const configs: Record<string, RuntimeConfig> = {
  button: {
    defaultClassName: 'button',
    variantClassNames: {
      variant: { primary: 'v-primary', secondary: 'v-secondary', ghost: 'v-ghost v-extra' },
      size: { sm: 's-sm', md: 's-md' },
      fullWidth: { true: 'full', false: 'fit' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
    compoundVariants: [],
  },
  navigation: {
    defaultClassName: 'item item-debug',
    variantClassNames: {
      mobileLayout: { bottom: 'm-bottom', top: 'm-top' },
      emphasis: { true: 'strong' },
    },
    defaultVariants: { mobileLayout: 'bottom', emphasis: false },
    compoundVariants: [[{ mobileLayout: 'top', emphasis: true }, 'top-strong']],
  },
  bare: {
    defaultClassName: '',
    variantClassNames: { tone: { info: 't-info', error: 't-error' } },
    defaultVariants: {},
    compoundVariants: [[{ tone: 'error' }, 'loud']],
  },
}

const choices: Record<string, unknown[]> = {
  variant: ['primary', 'secondary', 'ghost', 'unknown', undefined, null],
  size: ['sm', 'md', undefined],
  fullWidth: [true, false, undefined],
  mobileLayout: ['bottom', 'top', undefined],
  emphasis: [true, false, undefined],
  tone: ['info', 'error', undefined, null],
}

/** Every combination of the config's variants, each also left out of the options. */
function optionSets(config: RuntimeConfig): (Record<string, unknown> | undefined)[] {
  let sets: Record<string, unknown>[] = [{}]
  for (const name of Object.keys(config.variantClassNames)) {
    sets = sets.flatMap((set) => [
      set,
      ...(choices[name] ?? []).map((choice) => ({ ...set, [name]: choice })),
    ])
  }
  return [undefined, ...sets]
}

describe('createRuntimeFn', () => {
  for (const [name, config] of Object.entries(configs)) {
    it(`answers as @vanilla-extract/recipes for every option of the ${name} config`, () => {
      const ours = createRuntimeFn(config)
      const theirs = libraryRuntime(config as Parameters<typeof libraryRuntime>[0])
      for (const options of optionSets(config)) {
        expect(ours(options), JSON.stringify(options)).toBe(
          (theirs as (options?: object) => string)(options),
        )
      }
      expect(ours.variants()).toEqual(theirs.variants())
      expect(ours.classNames.base).toBe(theirs.classNames.base)
      expect(ours.classNames.variants).toEqual(theirs.classNames.variants)
    })
  }
})

describe('smallRecipeRuntime', () => {
  const plugin = smallRecipeRuntime()
  const resolveId = plugin.resolveId as (
    source: string,
    importer: string | undefined,
    options: { ssr?: boolean },
  ) => string | null

  it('gives client builds this module in place of the library runtime', () => {
    expect(plugin.enforce).toBe('pre')
    expect(plugin.apply).toBe('build')
    expect(resolveId('@vanilla-extract/recipes/createRuntimeFn', '/x.css.ts', {})).toMatch(
      /recipe-runtime\.mjs$/,
    )
  })

  it('leaves the server build and other modules alone', () => {
    expect(
      resolveId('@vanilla-extract/recipes/createRuntimeFn', '/x.css.ts', { ssr: true }),
    ).toBeNull()
    expect(resolveId('@vanilla-extract/recipes', '/x.css.ts', {})).toBeNull()
  })
})
