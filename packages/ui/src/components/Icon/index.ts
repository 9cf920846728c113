export { Icon, type IconGlyph, type IconProps } from './Icon.tsx'
export { iconSizes } from './Icon.css.ts'
