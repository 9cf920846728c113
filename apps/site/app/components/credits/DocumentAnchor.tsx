import type { LinkComponentProps } from '@dating/ui/Link'
import { forwardRef } from 'react'

/** A plain anchor for what the api serves (the provider's checkout, the invoice PDF), not the router. */
export const DocumentAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function DocumentAnchor(props, ref) {
    return <a ref={ref} {...props} />
  },
)
