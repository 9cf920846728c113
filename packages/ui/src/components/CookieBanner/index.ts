export { CookieBanner, type CookieBannerProps } from './CookieBanner.tsx'
