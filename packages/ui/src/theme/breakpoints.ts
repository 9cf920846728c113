/** Minimum widths in px; styles are mobile first, so each one applies from that width up. */
export const breakpoints = {
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
} as const

export type Breakpoint = keyof typeof breakpoints

export const mediaQueries = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const satisfies Record<Breakpoint, string>
