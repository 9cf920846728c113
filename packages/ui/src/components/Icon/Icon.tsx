import type { ReactElement, SVGAttributes } from 'react'
import { cx } from '../../utils/class-names.ts'
import * as styles from './Icon.css.ts'

/**
 * The inner SVG markup of a 24x24 stroke icon. Each glyph is a module of its own
 * (`@dating/ui/glyphs/heart` exports `heartGlyph`), so a page loads only the glyphs it shows.
 */
export type IconGlyph = ReactElement

export type IconProps = Omit<SVGAttributes<SVGSVGElement>, 'children'> &
  styles.IconVariants & {
    glyph: IconGlyph
    /** Accessible name; without it the icon is decorative and hidden from screen readers. */
    label?: string
  }

export function Icon({ glyph, label, size, className, ...svgProps }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={cx(styles.icon({ size }), className)}
      {...svgProps}
    >
      {glyph}
    </svg>
  )
}
