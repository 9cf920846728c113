import * as styles from './LanderLayout.css.ts'
import type { LanderLayoutProps } from './lander-layout-props.ts'
import { LanderFooter } from './LanderFooter.tsx'
import { LanderLogoBar } from './LanderLogoBar.tsx'

// The logo bar and the footer are in the first load: every lander page downloads their code
// anyway, and as later code they saved its first load 0.8 and 1.0 KB (decision 082).

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
