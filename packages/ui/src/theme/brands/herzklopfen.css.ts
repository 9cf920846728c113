import { createTheme } from '@vanilla-extract/css'
import { vars, type ThemeTokens } from '../contract.css.ts'
import { sharedTokens } from './shared-tokens.ts'

export const herzklopfenTokens: ThemeTokens = {
  ...sharedTokens,
  font: {
    ...sharedTokens.font,
    heading:
      'ui-rounded, "SF Pro Rounded", "Nunito", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  color: {
    primary: '#7e22ce',
    primaryHover: '#6b21a8',
    onPrimary: '#ffffff',
    primarySoft: '#f6ecff',
    onPrimarySoft: '#581c87',
    secondary: '#c8ecfa',
    secondaryHover: '#a8e0f5',
    onSecondary: '#083b50',
    unread: '#be185d',
    onUnread: '#ffffff',
    warning: '#fab005',
    onWarning: '#2d1f00',
    warningSoft: '#fff6dc',
    onWarningSoft: '#6b4400',
    danger: '#c2255c',
    dangerHover: '#a61e4d',
    onDanger: '#ffffff',
    dangerSoft: '#ffe8ef',
    onDangerSoft: '#8a1740',
    success: '#2f7d46',
    onSuccess: '#ffffff',
    successSoft: '#e5f6eb',
    onSuccessSoft: '#1c5c30',
    infoSoft: '#e3f5fc',
    onInfoSoft: '#0a4660',
    text: '#24142e',
    muted: '#62566b',
    link: '#7e22ce',
    surface: '#ffffff',
    surfaceSunken: '#f7f0fa',
    background: '#fcf7fd',
    border: '#eadff0',
    borderStrong: '#8a7c94',
    focus: '#7e22ce',
    backdrop: 'rgba(36, 20, 46, 0.6)',
    online: '#2f9e44',
  },
  radius: {
    sm: '8px',
    md: '14px',
    lg: '20px',
    xl: '28px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 3px rgba(74, 20, 110, 0.10)',
    md: '0 6px 18px rgba(74, 20, 110, 0.12)',
    lg: '0 16px 40px rgba(74, 20, 110, 0.20)',
  },
}

/** Class that applies the Herzklopfen brand; put it on `<html>` so the body styles see it too. */
export const herzklopfenTheme = createTheme(vars, herzklopfenTokens, 'herzklopfen')
