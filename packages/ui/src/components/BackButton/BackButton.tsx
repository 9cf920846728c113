import type { MouseEvent } from 'react'
import { LinkButton } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'
import { arrowLeftGlyph } from '../Icon/glyphs/arrow-left.tsx'
import { opensElsewhere } from '../Link/opens-elsewhere.ts'

export interface BackButtonProps {
  /** Visible text and accessible name, e.g. "Back". */
  label: string
  /** Where the link leads when there is no earlier page in this tab (the app opened here). */
  fallbackHref: string
  className?: string
}

/**
 * The back button of an installed app, which has no browser toolbar: goes one page back in
 * the tab's history, or to `fallbackHref` when the app was opened on this page.
 */
export function BackButton({ label, fallbackHref, className }: BackButtonProps) {
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event) || window.history.length <= 1) return
    event.preventDefault()
    window.history.back()
  }
  return (
    <LinkButton
      href={fallbackHref}
      onClick={goBack}
      size="sm"
      variant="ghost"
      className={className}
      iconStart={<Icon glyph={arrowLeftGlyph} size="sm" />}
    >
      {label}
    </LinkButton>
  )
}
