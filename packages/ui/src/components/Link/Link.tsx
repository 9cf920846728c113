import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  forwardRef,
  type ReactNode,
  type RefAttributes,
  useContext,
} from 'react'
import { cx } from '../../utils/class-names.ts'
import * as styles from './Link.css.ts'

/** What the kit hands to a link component: plain anchor props with `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * A router link the kit renders instead of `<a>`, e.g. Remix's `Link` behind a small adapter
 * that maps `href` to `to`.
 */
export type LinkComponent = ComponentType<LinkComponentProps & RefAttributes<HTMLAnchorElement>>

const LinkComponentContext = createContext<LinkComponent | 'a'>('a')

export type LinkProviderProps = { component: LinkComponent; children: ReactNode }

/** Makes every kit link below it render through `component`. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>
}

/** The link component to render: the explicit override, else the provided one, else `<a>`. */
export function useLinkComponent(override?: LinkComponent): LinkComponent | 'a' {
  const provided = useContext(LinkComponentContext)
  return override ?? provided
}

export type LinkProps = LinkComponentProps &
  styles.LinkVariants & {
    linkComponent?: LinkComponent
  }

/** A styled text link that renders through the injected router link when there is one. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { tone, underline, linkComponent, className, ...anchorProps },
  ref,
) {
  const Anchor = useLinkComponent(linkComponent)
  return (
    <Anchor
      ref={ref}
      className={cx(styles.link({ tone, underline }), className)}
      {...anchorProps}
    />
  )
})
