export {
  Link,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProps,
  LinkProvider,
  type LinkProviderProps,
  useLinkComponent,
} from './Link.tsx'
export { linkTones } from './Link.css.ts'
export { opensElsewhere } from './opens-elsewhere.ts'
