export interface RuntimeConfig {
  defaultClassName: string
  variantClassNames: Record<string, Record<string, string>>
  defaultVariants: Record<string, unknown>
  compoundVariants: [Record<string, unknown>, string][]
}

export function createRuntimeFn(config: RuntimeConfig): ((
  options?: Record<string, unknown>,
) => string) & {
  variants: () => string[]
  classNames: { readonly base: string; readonly variants: Record<string, Record<string, string>> }
}
