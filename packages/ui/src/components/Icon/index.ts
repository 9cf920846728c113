export { Icon, type IconProps } from './Icon.tsx'
export { iconSizes } from './Icon.css.ts'
export { type IconName, iconNames } from './paths.tsx'
