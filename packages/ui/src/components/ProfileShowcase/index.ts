export {
  ProfileShowcase,
  type ProfileShowcaseProps,
  type ShowcaseLayout,
  type ShowcaseProfile,
  showcaseLayouts,
} from './ProfileShowcase.tsx'
