import type { SVGAttributes } from 'react'
import { cx } from '../../utils/class-names.ts'
import * as styles from './Icon.css.ts'
import { type IconName, iconPaths } from './paths.tsx'

export type IconProps = Omit<SVGAttributes<SVGSVGElement>, 'children'> &
  styles.IconVariants & {
    name: IconName
    /** Accessible name; without it the icon is decorative and hidden from screen readers. */
    label?: string
  }

export function Icon({ name, label, size, className, ...svgProps }: IconProps) {
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
      {iconPaths[name]}
    </svg>
  )
}
