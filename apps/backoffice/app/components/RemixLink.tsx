import type { LinkComponentProps } from '@dating/ui/Link'
import { Link } from '@remix-run/react'
import { forwardRef } from 'react'

/**
 * The kit's links as Remix links: client-side navigation once hydrated, plain links before.
 * Files the api serves (a CSV, a photo) are no route of this app: they stay plain links.
 */
export const RemixLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RemixLink(
  { href, ...props },
  ref,
) {
  if (href.startsWith('/api/') || props.download !== undefined) {
    return <a ref={ref} href={href} {...props} />
  }
  return <Link ref={ref} to={href} {...props} />
})
