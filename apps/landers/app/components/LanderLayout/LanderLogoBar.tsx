import { Icon } from '@dating/ui/Icon'
import { heartGlyph } from '@dating/ui/glyphs/heart'
import * as styles from './LanderLayout.css.ts'

/** The lander layout's logo bar: the brand's mark and name. */
export function LanderLogoBar({ brandName }: { brandName: string }) {
  return (
    <header className={styles.logoBar}>
      <span className={styles.logo}>
        <span className={styles.logoMark} aria-hidden="true">
          <Icon glyph={heartGlyph} size="md" />
        </span>
        {brandName}
      </span>
    </header>
  )
}
