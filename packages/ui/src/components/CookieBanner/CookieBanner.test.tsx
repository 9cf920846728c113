import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CookieBanner } from './CookieBanner.tsx'

describe('CookieBanner', () => {
  it('asks in a named region and posts either answer with the hidden fields', () => {
    render(
      <CookieBanner
        title="Cookies"
        action="/cookie-consent"
        acceptLabel="Allow all"
        refuseLabel="Only necessary"
        hiddenFields={{ returnTo: '/members?network=ads' }}
      >
        <p>We would like to remember which partner sent you.</p>
      </CookieBanner>,
    )
    const region = screen.getByRole('region', { name: 'Cookies' })
    const form = region.querySelector('form') as HTMLFormElement
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/cookie-consent')
    const accept = screen.getByRole('button', { name: 'Allow all' })
    const refuse = screen.getByRole('button', { name: 'Only necessary' })
    expect([accept.getAttribute('value'), refuse.getAttribute('value')]).toEqual([
      'all',
      'necessary',
    ])
    // The same weight for both answers.
    expect(accept.className).toBe(refuse.className)
    expect(new FormData(form).get('returnTo')).toBe('/members?network=ads')
  })
})
