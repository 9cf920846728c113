export {
  Footer,
  type FooterCompany,
  type FooterLink,
  type FooterLinkGroup,
  type FooterProps,
} from './Footer.tsx'
export { footerVariants } from './Footer.css.ts'
