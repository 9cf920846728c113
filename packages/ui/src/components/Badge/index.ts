export { Badge, type BadgeProps, type BadgeTone } from './Badge.tsx'
export { badgeSizes, badgeTones } from './Badge.css.ts'
