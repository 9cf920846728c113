import { visuallyHidden } from '../../utils/visually-hidden.css.ts'
import { Icon } from '../Icon/Icon.tsx'
import { chevronLeftGlyph } from '../Icon/glyphs/chevron-left.tsx'
import { chevronRightGlyph } from '../Icon/glyphs/chevron-right.tsx'
import { type LinkComponent, useLinkComponent } from '../Link/Link.tsx'
import { pageWindow } from './page-window.ts'
import * as styles from './Pagination.css.ts'

export type PaginationProps = {
  /** 1-based current page. */
  page: number
  pageCount: number
  hrefForPage: (page: number) => string
  /** Accessible name of the `<nav>`, e.g. "Pages". */
  label: string
  previousLabel: string
  nextLabel: string
  /** Accessible name of a page link, e.g. `(n) => \`Page ${n}\``. */
  pageLabel: (page: number) => string
  linkComponent?: LinkComponent
}

/** Link-based paging that works without JavaScript. */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  linkComponent,
}: PaginationProps) {
  const Anchor = useLinkComponent(linkComponent)
  if (pageCount <= 1) return null
  const hasPrevious = page > 1
  const hasNext = page < pageCount
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          {hasPrevious ? (
            <Anchor href={hrefForPage(page - 1)} className={styles.step} rel="prev">
              <Icon glyph={chevronLeftGlyph} size="sm" />
              <span className={visuallyHidden}>{previousLabel}</span>
            </Anchor>
          ) : null}
        </li>
        {pageWindow(page, pageCount).map((slot) =>
          slot.kind === 'gap' ? (
            <li key={slot.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot.page}>
              <Anchor
                href={hrefForPage(slot.page)}
                className={styles.page}
                aria-label={pageLabel(slot.page)}
                aria-current={slot.page === page ? 'page' : undefined}
              >
                {slot.page}
              </Anchor>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Anchor href={hrefForPage(page + 1)} className={styles.step} rel="next">
              <span className={visuallyHidden}>{nextLabel}</span>
              <Icon glyph={chevronRightGlyph} size="sm" />
            </Anchor>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
