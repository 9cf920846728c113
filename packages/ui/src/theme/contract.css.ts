import { createThemeContract } from '@vanilla-extract/css'

/**
 * Every brand fills this contract with its own token file (see ./brands). Components only
 * ever read `vars`, so a new brand never touches a component.
 */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryHover: null,
    onPrimary: null,
    primarySoft: null,
    onPrimarySoft: null,
    secondary: null,
    secondaryHover: null,
    onSecondary: null,
    unread: null,
    onUnread: null,
    warning: null,
    onWarning: null,
    warningSoft: null,
    onWarningSoft: null,
    danger: null,
    dangerHover: null,
    onDanger: null,
    dangerSoft: null,
    onDangerSoft: null,
    success: null,
    onSuccess: null,
    successSoft: null,
    onSuccessSoft: null,
    infoSoft: null,
    onInfoSoft: null,
    text: null,
    muted: null,
    link: null,
    surface: null,
    surfaceSunken: null,
    background: null,
    border: null,
    borderStrong: null,
    focus: null,
    backdrop: null,
    online: null,
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    xl: null,
    pill: null,
  },
  font: {
    body: null,
    heading: null,
  },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
  },
  lineHeight: {
    tight: null,
    normal: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  zIndex: {
    base: null,
    raised: null,
    dropdown: null,
    sticky: null,
    navigation: null,
    backdrop: null,
    modal: null,
    toast: null,
    loadingBar: null,
  },
})

type TokenValues<T> = { [K in keyof T]: T[K] extends string ? string : TokenValues<T[K]> }

/** The plain values a brand supplies for every slot of the contract. */
export type ThemeTokens = TokenValues<typeof vars>
