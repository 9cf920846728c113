export {
  NavigationBar,
  type NavigationBarProps,
  NavigationBarSpacer,
  type NavigationItem,
  type NavigationItemBadge,
} from './NavigationBar.tsx'
export { mobileLayouts } from './NavigationBar.css.ts'
