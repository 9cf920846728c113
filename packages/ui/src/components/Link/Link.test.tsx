import { render, screen } from '@testing-library/react'
import { forwardRef } from 'react'
import { describe, expect, it } from 'vitest'
import { Link, type LinkComponentProps, LinkProvider } from './Link.tsx'
import { opensElsewhere } from './opens-elsewhere.ts'

const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, ...props },
  ref,
) {
  return <a ref={ref} href={`/router${href}`} {...props} />
})

const OtherLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function OtherLink(
  { href, ...props },
  ref,
) {
  return <a ref={ref} href={`/other${href}`} {...props} />
})

describe('Link', () => {
  it('is a plain anchor without a provider', () => {
    render(<Link href="/faq">FAQ</Link>)
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq')
  })

  it('uses the provided component, and an explicit one over it', () => {
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/faq">FAQ</Link>
        <Link href="/terms" linkComponent={OtherLink}>
          Terms
        </Link>
      </LinkProvider>,
    )
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/router/faq')
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/other/terms')
  })
})

describe('opensElsewhere', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }

  it('leaves a plain left click to the page', () => {
    expect(opensElsewhere(click)).toBe(false)
  })

  it('names a middle click and a click with a modifier as the browser’s own', () => {
    expect(opensElsewhere({ ...click, button: 1 })).toBe(true)
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(opensElsewhere({ ...click, [key]: true })).toBe(true)
    }
  })
})
