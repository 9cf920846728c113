import type { LinkComponentProps } from '@dating/ui/Link'
import { Link } from '@remix-run/react'
import { forwardRef } from 'react'

/** Lets the UI kit's links navigate through Remix (client-side, with prefetch on intent). */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, ...anchorProps },
  ref,
) {
  return <Link ref={ref} to={href} prefetch="intent" {...anchorProps} />
})
