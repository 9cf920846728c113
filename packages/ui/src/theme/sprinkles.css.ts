import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { breakpoints } from './breakpoints.ts'
import { vars } from './contract.css.ts'

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    sm: { '@media': `screen and (min-width: ${breakpoints.sm}px)` },
    md: { '@media': `screen and (min-width: ${breakpoints.md}px)` },
    lg: { '@media': `screen and (min-width: ${breakpoints.lg}px)` },
    xl: { '@media': `screen and (min-width: ${breakpoints.xl}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'sm', 'md', 'lg', 'xl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      5: 'repeat(5, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
    width: { auto: 'auto', full: '100%' },
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: { 0: '0' },
    gridColumn: { full: '1 / -1' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
})

const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.muted,
      primary: vars.color.primary,
      onPrimary: vars.color.onPrimary,
      onPrimarySoft: vars.color.onPrimarySoft,
      link: vars.color.link,
      danger: vars.color.danger,
    },
    background: {
      surface: vars.color.surface,
      surfaceSunken: vars.color.surfaceSunken,
      background: vars.color.background,
      primary: vars.color.primary,
      primarySoft: vars.color.primarySoft,
      secondary: vars.color.secondary,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.fontWeight,
    /** Long words and addresses break rather than widen a phone's page. */
    overflowWrap: ['anywhere'],
    whiteSpace: ['normal', 'nowrap', 'pre-line'],
  },
})

/** Atomic, responsive styles keyed by the breakpoints: `sprinkles({ gap: { mobile: 'sm', md: 'lg' } })`. */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties)

export type Sprinkles = Parameters<typeof sprinkles>[0]
