import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Footer } from './Footer.tsx'

const groups = [
  {
    title: 'Legal',
    links: [
      { href: '/pages/terms', label: 'Terms' },
      { href: '/pages/privacy', label: 'Privacy' },
    ],
  },
]

describe('Footer', () => {
  it('renders link groups, the company block and the disclaimer', () => {
    render(
      <Footer
        navLabel="Legal and help"
        groups={groups}
        company={{ name: 'Flirtwave B.V.', lines: ['Amsterdam', 'KvK 1234'] }}
        disclaimer="Some profiles are fictional."
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Legal and help' })
    expect(within(nav).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe(
      '/pages/terms',
    )
    expect(screen.getByText('Flirtwave B.V.').closest('address')).toBeVisible()
    expect(screen.getByText('Some profiles are fictional.')).toBeVisible()
  })

  it('puts the notice before the links in the US variant and after them otherwise', () => {
    const { rerender } = render(
      <Footer navLabel="Links" groups={groups} notice="US notice" variant="us" />,
    )
    const position = () =>
      screen
        .getByText('US notice')
        .compareDocumentPosition(screen.getByRole('navigation', { name: 'Links' }))
    expect(position() & Node.DOCUMENT_POSITION_FOLLOWING).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    rerender(<Footer navLabel="Links" groups={groups} notice="US notice" variant="default" />)
    expect(position() & Node.DOCUMENT_POSITION_PRECEDING).toBe(Node.DOCUMENT_POSITION_PRECEDING)
  })
})
