export { PackageCard, type PackageCardProps } from './PackageCard.tsx'
export { packageStyles } from './PackageCard.css.ts'
