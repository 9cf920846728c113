import { type ReactNode, useId } from 'react'
import { Button } from '../Button/Button.tsx'
import * as styles from './CookieBanner.css.ts'

export interface CookieBannerProps {
  title: string
  /** What is asked and why, with a link to the cookie policy. */
  children: ReactNode
  /** Where the answer is posted (a form post: it works before and without JavaScript). */
  action: string
  acceptLabel: string
  refuseLabel: string
  /** Sent with the answer, e.g. the page to come back to. */
  hiddenFields?: Record<string, string>
}

/**
 * The question whether something not strictly necessary may be stored. Accepting and refusing
 * are two buttons of the same weight, side by side; the banner sits in the page's flow, above
 * everything else, so it covers nothing and stays until answered.
 */
export function CookieBanner({
  title,
  children,
  action,
  acceptLabel,
  refuseLabel,
  hiddenFields = {},
}: CookieBannerProps) {
  const titleId = useId()
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-cookie-banner="">
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.text}>{children}</div>
        <form method="post" action={action} className={styles.actions}>
          {Object.entries(hiddenFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" name="choice" value="necessary" variant="secondary" size="sm">
            {refuseLabel}
          </Button>
          <Button type="submit" name="choice" value="all" variant="secondary" size="sm">
            {acceptLabel}
          </Button>
        </form>
      </div>
    </section>
  )
}
