import type { CompanyInfo } from '@dating/api-client/calls'
import type { ReactNode } from 'react'
import { markupUntilLoaded } from '@dating/ui/later'
import * as styles from './LanderLayout.css.ts'

export interface LanderLayoutProps {
  brandName: string
  /** settings.php fictional_icon, named in the disclaimer. */
  fictionalIcon: string
  company: CompanyInfo | null
  /** The member site: legal pages live there, not on the lander's domain. */
  siteUrl: string
  /** The year for the copyright line, decided on the server so hydration agrees. */
  year: number
  children: ReactNode
}

// The logo bar and the footer hold nothing a visitor uses before they have loaded (plain links
// work without JavaScript): they are rendered on the server and hydrate after the page.
const LanderLogoBar = markupUntilLoaded(
  () => import('./LanderLogoBar.tsx').then((module) => module.LanderLogoBar),
  { display: 'contents' },
)
const LanderFooter = markupUntilLoaded(
  () => import('./LanderFooter.tsx').then((module) => module.LanderFooter),
  { display: 'contents' },
)

/** SPEC §2's lander layout: a logo bar, the page, and a footer with company and legal links. */
export function LanderLayout({ children, ...footer }: LanderLayoutProps) {
  return (
    <div className={styles.page}>
      <LanderLogoBar brandName={footer.brandName} />
      <main className={styles.main}>{children}</main>
      <LanderFooter {...footer} />
    </div>
  )
}
