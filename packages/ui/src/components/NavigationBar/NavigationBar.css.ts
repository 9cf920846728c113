import { style } from '@vanilla-extract/css'
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes'
import { mediaQueries } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const mobileLayouts = ['bottom', 'top'] as const

const topBarHeight = '60px'
const bottomBarHeight = '64px'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.navigation,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
})

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '1200px',
  height: topBarHeight,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': {
    [mediaQueries.md]: { gap: vars.space.lg, height: '68px', paddingInline: vars.space.xl },
  },
})

export const start = style({
  display: 'flex',
  alignItems: 'center',
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  marginRight: 'auto',
  overflow: 'hidden',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'none',
  textOverflow: 'ellipsis',
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  // The brand's name is never cut: the items and actions beside it give way instead.
  flexShrink: 0,
  '@media': {
    [mediaQueries.sm]: { fontSize: vars.fontSize.xl },
    [mediaQueries.md]: { marginRight: 0 },
  },
})

export const nav = recipe({
  base: {
    '@media': {
      [mediaQueries.md]: {
        position: 'static',
        display: 'block',
        flex: '1 1 auto',
        height: 'auto',
        padding: 0,
        background: 'transparent',
        borderTop: 'none',
        boxShadow: 'none',
      },
    },
  },
  variants: {
    mobileLayout: {
      bottom: {
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: vars.zIndex.navigation,
        height: `calc(${bottomBarHeight} + env(safe-area-inset-bottom, 0px))`,
        paddingBottom: 'env(safe-area-inset-bottom, 0px)',
        background: vars.color.surface,
        borderTop: `1px solid ${vars.color.border}`,
        boxShadow: '0 -4px 14px rgba(0, 0, 0, 0.06)',
      },
      top: {
        flex: '0 1 auto',
      },
    },
  },
  defaultVariants: { mobileLayout: 'bottom' },
})

export const list = recipe({
  base: {
    display: 'flex',
    alignItems: 'stretch',
    height: '100%',
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [mediaQueries.md]: { justifyContent: 'center', gap: vars.space.xs },
      [mediaQueries.lg]: { gap: vars.space.sm },
    },
  },
  variants: {
    mobileLayout: {
      bottom: { justifyContent: 'space-around' },
      top: { gap: 0 },
    },
  },
})

export const listItem = style({
  display: 'flex',
  flex: '1 1 0',
  minWidth: 0,
  '@media': {
    [mediaQueries.md]: { flex: '0 0 auto' },
  },
})

export const itemLink = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    minWidth: 0,
    color: vars.color.muted,
    textDecoration: 'none',
    fontWeight: vars.fontWeight.medium,
    borderRadius: vars.radius.md,
    transition: 'background-color 120ms ease, color 120ms ease',
    selectors: {
      '&:hover': { color: vars.color.primary },
      '&[aria-current="page"]': { color: vars.color.primary },
    },
    '@media': {
      [mediaQueries.md]: {
        flexDirection: 'row',
        gap: vars.space.sm,
        minHeight: '44px',
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
        selectors: {
          '&:hover': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
          '&[aria-current="page"]': {
            background: vars.color.primarySoft,
            color: vars.color.onPrimarySoft,
          },
        },
      },
      [mediaQueries.lg]: { fontSize: vars.fontSize.md },
    },
  },
  variants: {
    mobileLayout: {
      bottom: {
        flexDirection: 'column',
        gap: '2px',
        paddingInline: vars.space.xxs,
        fontSize: '0.6875rem',
      },
      top: {
        width: '40px',
        height: '44px',
        '@media': {
          [mediaQueries.md]: { width: 'auto', height: 'auto' },
        },
      },
    },
    emphasis: {
      true: {
        color: vars.color.primary,
        fontWeight: vars.fontWeight.bold,
        '@media': {
          [mediaQueries.md]: {
            color: vars.color.onPrimarySoft,
            background: vars.color.primarySoft,
            borderRadius: vars.radius.pill,
          },
        },
      },
      false: {},
    },
  },
})

export const itemIcon = style({
  position: 'relative',
  display: 'inline-flex',
  '@media': {
    // From tablet up the badge follows the label instead of sitting on the icon.
    [mediaQueries.md]: { display: 'contents' },
  },
})

export const itemBadge = style({
  position: 'absolute',
  top: '-7px',
  left: '13px',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  '@media': {
    [mediaQueries.md]: { position: 'static', order: 2, boxShadow: 'none' },
  },
})

export const itemLabel = recipe({
  base: {
    order: 1,
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  variants: {
    mobileLayout: {
      bottom: {},
      top: {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0, 0, 0, 0)',
        '@media': {
          [mediaQueries.md]: {
            position: 'static',
            width: 'auto',
            height: 'auto',
            clip: 'auto',
          },
        },
      },
    },
  },
})

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // Gives way to the logo: a long call to action ("Passer à Premium") wraps instead.
  minWidth: 0,
})

/** Keeps the end of the page clear of the fixed bottom bar on phones. */
export const spacer = style({
  height: `calc(${bottomBarHeight} + env(safe-area-inset-bottom, 0px))`,
  '@media': {
    [mediaQueries.md]: { display: 'none' },
  },
})

export type NavigationBarVariants = NonNullable<RecipeVariants<typeof nav>>
