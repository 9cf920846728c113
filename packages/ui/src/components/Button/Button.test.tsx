import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { forwardRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { type LinkComponentProps, LinkProvider } from '../Link/Link.tsx'
import { Button, LinkButton } from './Button.tsx'
import { button, buttonVariants } from './Button.css.ts'

describe('Button', () => {
  it('is a type="button" that calls onClick', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Send</Button>)
    const element = screen.getByRole('button', { name: 'Send' })
    expect(element.getAttribute('type')).toBe('button')
    await userEvent.click(element)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('gives each variant its own class', () => {
    const classes = buttonVariants.map((variant) => button({ variant }))
    expect(new Set(classes).size).toBe(buttonVariants.length)
    render(<Button variant="danger">Delete</Button>)
    expect(screen.getByRole('button').className).toBe(button({ variant: 'danger' }))
  })

  it('is busy and blocks clicks while loading', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    )
    const element = screen.getByRole('button', { name: 'Save' })
    expect(element.getAttribute('aria-busy')).toBe('true')
    expect((element as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(element)
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('LinkButton', () => {
  it('renders an anchor with the href', () => {
    render(<LinkButton href="/premium">Get Premium</LinkButton>)
    const link = screen.getByRole('link', { name: 'Get Premium' })
    expect(link.getAttribute('href')).toBe('/premium')
  })

  it('renders through the provided router link', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
      { href, ...props },
      ref,
    ) {
      return <a ref={ref} href={href} data-router="yes" {...props} />
    })
    render(
      <LinkProvider component={RouterLink}>
        <LinkButton href="/login">Login</LinkButton>
      </LinkProvider>,
    )
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('data-router')).toBe('yes')
  })
})
