import { describe, expect, it } from 'vitest'
import type { ThemeTokens } from '../contract.css.ts'
import { flirtwaveTokens } from './flirtwave.css.ts'
import { herzklopfenTokens } from './herzklopfen.css.ts'

function luminance(hex: string): number {
  const value = hex.replace('#', '')
  const channels = [0, 2, 4].map(
    (start) => Number.parseInt(value.slice(start, start + 2), 16) / 255,
  )
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}

type ColorName = keyof ThemeTokens['color']

/** Text pairs the components actually draw: [text colour, background colour]. */
const textPairs: Array<[ColorName, ColorName]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceSunken'],
  ['muted', 'background'],
  ['muted', 'surface'],
  ['muted', 'surfaceSunken'],
  ['link', 'background'],
  ['link', 'surface'],
  ['primary', 'surface'],
  ['primary', 'background'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimarySoft', 'primarySoft'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['onUnread', 'unread'],
  ['onWarning', 'warning'],
  ['onWarningSoft', 'warningSoft'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['onDangerSoft', 'dangerSoft'],
  ['onDangerSoft', 'surface'],
  ['onDangerSoft', 'background'],
  ['onSuccess', 'success'],
  ['onSuccessSoft', 'successSoft'],
  ['onInfoSoft', 'infoSoft'],
]

/** Non-text parts (input borders, focus rings) need 3:1 (WCAG 1.4.11). */
const graphicPairs: Array<[ColorName, ColorName]> = [
  ['borderStrong', 'surface'],
  ['focus', 'background'],
  ['focus', 'surface'],
  ['danger', 'surface'],
]

describe.each([
  ['flirtwave', flirtwaveTokens],
  ['herzklopfen', herzklopfenTokens],
])('%s colours', (_brand, tokens) => {
  it.each(textPairs)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(contrast(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(4.5)
  })

  it.each(graphicPairs)('%s against %s reaches 3:1', (foreground, background) => {
    expect(contrast(tokens.color[foreground], tokens.color[background])).toBeGreaterThanOrEqual(3)
  })
})

describe('contrast', () => {
  it('rates black on white 21:1 and equal colours 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#6d28d9', '#6d28d9')).toBeCloseTo(1, 5)
  })
})
