import { createTheme } from '@vanilla-extract/css'
import { vars, type ThemeTokens } from '../contract.css.ts'
import { sharedTokens } from './shared-tokens.ts'

export const flirtwaveTokens: ThemeTokens = {
  ...sharedTokens,
  color: {
    primary: '#6d28d9',
    primaryHover: '#5b21b6',
    onPrimary: '#ffffff',
    primarySoft: '#f1eafe',
    onPrimarySoft: '#4c1d95',
    secondary: '#cfe8ff',
    secondaryHover: '#b5dcff',
    onSecondary: '#0b3b63',
    unread: '#c2255c',
    onUnread: '#ffffff',
    warning: '#f59f00',
    onWarning: '#2b1d00',
    warningSoft: '#fff4db',
    onWarningSoft: '#6e4300',
    danger: '#c92a2a',
    dangerHover: '#a61e1e',
    onDanger: '#ffffff',
    dangerSoft: '#ffe9e9',
    onDangerSoft: '#8f1a1a',
    success: '#2b7a3b',
    onSuccess: '#ffffff',
    successSoft: '#e6f6ea',
    onSuccessSoft: '#1b5e2b',
    infoSoft: '#e7f3ff',
    onInfoSoft: '#0b4a80',
    text: '#1f1633',
    muted: '#5e5873',
    link: '#6d28d9',
    surface: '#ffffff',
    surfaceSunken: '#f4f0fb',
    background: '#faf8ff',
    border: '#e4dff0',
    borderStrong: '#857c9b',
    focus: '#6d28d9',
    backdrop: 'rgba(24, 14, 46, 0.6)',
    online: '#2f9e44',
  },
  radius: {
    sm: '6px',
    md: '10px',
    lg: '16px',
    xl: '24px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(44, 20, 94, 0.08)',
    md: '0 4px 14px rgba(44, 20, 94, 0.10)',
    lg: '0 12px 32px rgba(44, 20, 94, 0.18)',
  },
}

/** Class that applies the Flirtwave brand; put it on `<html>` so the body styles see it too. */
export const flirtwaveTheme = createTheme(vars, flirtwaveTokens, 'flirtwave')
