import { type FormHTMLAttributes, type ReactNode, useId } from 'react'
import { cx } from '../../utils/class-names.ts'
import { Button, LinkButton } from '../Button/Button.tsx'
import type { LinkComponent } from '../Link/Link.tsx'
import * as styles from './FilterBar.css.ts'

export type FilterBarProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'title'> & {
  /** Names the search landmark and is shown as its heading. */
  title: ReactNode
  submitLabel: ReactNode
  /** "Clear filters": a link to the list without any filter. */
  resetLabel?: ReactNode
  resetHref?: string
  /** A line under the buttons, e.g. "42 open reports". */
  summary?: ReactNode
  linkComponent?: LinkComponent
  /** The filter fields (selects, text fields), named like the query parameters they set. */
  children: ReactNode
}

/**
 * Filters of a list as a plain GET form in a `<search>` landmark: the choices land in the URL, so a filtered list can
 * be bookmarked, shared and used without JavaScript.
 */
export function FilterBar({
  title,
  submitLabel,
  resetLabel,
  resetHref,
  summary,
  linkComponent,
  className,
  children,
  ...formProps
}: FilterBarProps) {
  const headingId = useId()
  return (
    <search aria-labelledby={headingId} className={cx(styles.form, className)}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <form method="get" className={styles.fields} {...formProps}>
        {children}
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" size="sm">
            {submitLabel}
          </Button>
          {resetLabel && resetHref ? (
            <LinkButton href={resetHref} variant="ghost" size="sm" linkComponent={linkComponent}>
              {resetLabel}
            </LinkButton>
          ) : null}
        </div>
      </form>
      {summary ? (
        <p className={styles.summary} aria-live="polite">
          {summary}
        </p>
      ) : null}
    </search>
  )
}
