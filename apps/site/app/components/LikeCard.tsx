import type { LinkComponentProps } from '@dating/ui/Link'
import { Link } from '@remix-run/react'
import { type ComponentProps, forwardRef } from 'react'
import { MemberCard } from './MemberCard.tsx'

/**
 * Opening a liker's profile marks the like as seen, and a prefetch on hover is not an opening
 * (the api ignores it, and the browser would answer the click from the prefetch): these cards
 * load the profile when clicked.
 */
const ProfileLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function ProfileLink(
  { href, ...anchorProps },
  ref,
) {
  return <Link ref={ref} to={href} prefetch="none" {...anchorProps} />
})

/** A member card whose click always loads the profile, so a received like is marked seen. */
export function LikeCard(props: Omit<ComponentProps<typeof MemberCard>, 'linkComponent'>) {
  return <MemberCard headingLevel={2} {...props} linkComponent={ProfileLink} />
}
