import type { ThemeTokens } from '../contract.css.ts'

const systemFontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"'

/** Scales both brands share; a brand spreads these and overrides what makes it distinct. */
export const sharedTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  font: {
    body: systemFontStack,
    heading: systemFontStack,
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.25rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  zIndex: {
    base: '0',
    raised: '1',
    dropdown: '100',
    sticky: '200',
    navigation: '300',
    backdrop: '400',
    modal: '410',
    toast: '500',
    loadingBar: '600',
  },
} satisfies Partial<ThemeTokens>
