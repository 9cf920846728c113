/**
 * The login lockout used to block an email for everyone after 5 failures from
 * anywhere, so a stranger could keep a member out by typing wrong passwords. Now the block is
 * per address and email together, and the email's slower backoff spares addresses the member
 * logged in from (decision 032c).
 */
import { loginLockout } from '@dating/domain/account'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../../src/http/context.ts'
import { createMember, createSite } from '../../src/testing/builders.ts'
import { type Api, backends, json, startApi } from '../harness.ts'

const host = 'lockout-security.test'
const password = 'Right-password-1'
const minute = 60_000

describe.each(backends)('a stranger cannot lock a member out on %s', (backend) => {
  let api: Api
  let site: Site
  let clock = new Date('2026-04-01T08:00:00.000Z')

  beforeAll(async () => {
    api = await startApi(backend, { now: () => clock })
    site = await createSite(api.db, { domain: host })
  })
  afterAll(() => api.stop())

  /** As the site's proxy sends it: the client address it saw in X-Forwarded-For. */
  const login = (email: string, secret: string, address: string) =>
    api.request('/api/user.php', {
      method: 'POST',
      host,
      ...json({ email, password: secret }, { headers: { 'x-forwarded-for': address } }),
    })

  it('keeps the member in from their own address while strangers guess from many', async () => {
    await createMember(api.db, { site, email: 'member@example.com', password })
    const home = '198.51.100.10'
    expect((await login('member@example.com', password, home)).status).toBe(200)

    // Twelve strangers' addresses, each stopped after 5 guesses (the sixth is refused): more
    // failures than the email's backoff allows.
    const statuses: number[] = []
    for (let stranger = 1; stranger <= 12; stranger += 1) {
      for (let guess = 0; guess <= loginLockout.perAddressAndEmail; guess += 1) {
        clock = new Date(clock.getTime() + 1000)
        const response = await login(
          'member@example.com',
          `Guess-${guess}`,
          `203.0.113.${stranger}`,
        )
        statuses.push(response.status)
      }
    }
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(
      loginLockout.emailBackoffAfter,
    )
    expect(statuses.at(-1)).toBe(429)

    // The member's own address is not blocked by any of it.
    expect((await login('member@example.com', password, home)).status).toBe(200)

    // A new address of the member waits for the email's backoff, never longer than its cap.
    const travel = '192.0.2.77'
    const waiting = await login('member@example.com', password, travel)
    expect(waiting.status).toBe(429)
    expect(((await waiting.json()) as { error: string }).error).toBe('login_blocked')
    clock = new Date(clock.getTime() + loginLockout.emailBackoffMaxMinutes * minute + 1000)
    expect((await login('member@example.com', password, travel)).status).toBe(200)
  })

  it('still blocks the pair of address and email after 5 failures, even for the right password', async () => {
    await createMember(api.db, { site, email: 'pair@example.com', password })
    const address = '198.51.100.20'
    for (let guess = 0; guess < loginLockout.perAddressAndEmail; guess += 1) {
      expect((await login('pair@example.com', 'Wrong-one-1', address)).status).toBe(401)
    }
    expect((await login('pair@example.com', password, address)).status).toBe(429)
    expect((await login('pair@example.com', password, '198.51.100.21')).status).toBe(200)
  })
})
