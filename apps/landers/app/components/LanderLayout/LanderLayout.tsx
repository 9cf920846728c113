import { markupUntilLoaded } from '@dating/ui/later'
import * as styles from './LanderLayout.css.ts'
import type { LanderLayoutProps } from './lander-layout-props.ts'

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
