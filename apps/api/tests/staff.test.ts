import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '../src/http/context.ts'
import { staffSessions } from '../src/staff/schema.ts'
import {
  createMember,
  createSite,
  createStaff,
  type StaffAccount,
} from '../src/testing/builders.ts'
import {
  type Api,
  asStaff,
  backends,
  json,
  loginAs,
  outboxMails,
  setCookie,
  staffLogin,
  startApi,
  withSession,
} from './harness.ts'

const host = 'staff-brand.test'

type StaffBody = { staff: { id: number; roles: Array<{ site_id: number; role: string }> } }

describe.each(backends)('back-office staff on %s', (backend) => {
  let api: Api
  let site: Site
  let otherSite: Site
  let clock = new Date('2026-04-01T08:00:00Z')
  let admin: StaffAccount
  let moderator: StaffAccount
  let otherAdmin: StaffAccount

  beforeAll(async () => {
    api = await startApi(backend, {
      now: () => clock,
      backofficeUrl: 'https://backoffice.example',
    })
    site = await createSite(api.db, { domain: host, name: 'Flirtwave' })
    otherSite = await createSite(api.db, { domain: 'staff-other.test', name: 'Herzklopfen' })
    admin = await createStaff(api.db, { name: 'Ada Admin', roles: [{ site, role: 'admin' }] })
    moderator = await createStaff(api.db, { roles: [{ site, role: 'moderator' }] })
    otherAdmin = await createStaff(api.db, { roles: [{ site: otherSite, role: 'admin' }] })
  })
  afterAll(() => api.stop())

  const login = (email: string, password: string) =>
    api.request('/api/staff/login.php', {
      method: 'POST',
      host: 'backoffice.test',
      ...json({ email, password }),
    })
  const me = (cookie: string | null) => api.request('/api/staff/me.php', asStaff(cookie))

  it('logs staff in with their own short, strict cookie; a member’s login opens nothing here', async () => {
    const response = await login(moderator.email.toUpperCase(), moderator.password)
    expect(response.status).toBe(200)
    const cookie = setCookie(response, 'staff_sid') ?? ''
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    expect(cookie).toMatch(/Max-Age=36000/)
    expect(setCookie(response, 'sid')).toBeUndefined()
    const body = (await response.json()) as StaffBody
    expect(body.staff.roles).toEqual([
      { site_id: site.id, brand: 'Flirtwave', domain: host, role: 'moderator' },
    ])
    expect((await login(moderator.email, 'Wrong-password-123')).status).toBe(401)
    // A member with the same address and password is no staff member.
    const memberAccount = await createMember(api.db, {
      site,
      email: 'member.staff@example.com',
      password: 'Staff-password-123',
    })
    expect((await login('member.staff@example.com', 'Staff-password-123')).status).toBe(401)
    const memberSid = await loginAs(api, host, 'member.staff@example.com', 'Staff-password-123')
    expect((await me(memberSid)).status).toBe(403)
    // …and a staff cookie is no member session.
    const staffSid = cookie.split(';')[0] as string
    const asMember = await api.request('/api/user.php', withSession(host, staffSid))
    expect(asMember.status).toBe(403)
    expect(memberAccount.user.id).toBeGreaterThan(0)
  })

  it('ends a session after an idle hour and after ten hours, and logs out everywhere', async () => {
    const start = clock
    try {
      const cookie = await staffLogin(api, moderator)
      clock = new Date(start.getTime() + 59 * 60_000)
      expect((await me(cookie)).status).toBe(200)
      clock = new Date(start.getTime() + 2 * 59 * 60_000)
      expect((await me(cookie)).status).toBe(200)
      clock = new Date(start.getTime() + 4 * 60 * 60_000)
      expect((await me(cookie)).status).toBe(403)

      clock = start
      const kept = await staffLogin(api, moderator)
      for (let hour = 1; hour <= 9; hour += 1) {
        clock = new Date(start.getTime() + hour * 55 * 60_000)
        expect((await me(kept)).status).toBe(200)
      }
      clock = new Date(start.getTime() + 10 * 60 * 60_000 + 60_000)
      expect((await me(kept)).status).toBe(403)

      clock = start
      const phone = await staffLogin(api, moderator)
      const desk = await staffLogin(api, moderator)
      const out = await api.request('/api/staff/logout.php', {
        method: 'POST',
        ...asStaff(phone, json({})),
      })
      expect(out.status).toBe(200)
      expect(setCookie(out, 'staff_sid')).toMatch(/Max-Age=0/)
      expect((await me(phone)).status).toBe(403)
      expect((await me(desk)).status).toBe(200)
      const everywhere = await api.request('/api/staff/logout.php', {
        method: 'POST',
        ...asStaff(desk, json({ everywhere: true })),
      })
      expect(everywhere.status).toBe(200)
      expect((await me(desk)).status).toBe(403)
      const left = await api.db
        .select({ tokenHash: staffSessions.tokenHash })
        .from(staffSessions)
        .where(eq(staffSessions.staffId, moderator.id))
      expect(left).toEqual([])
    } finally {
      clock = start
    }
  })

  it('lets an admin grant a moderator, who accepts the invitation, and revoke the role again', async () => {
    const adminCookie = await staffLogin(api, admin)
    const grant = (cookie: string, siteId: number) =>
      api.request('/api/staff/roles.php', {
        method: 'POST',
        ...asStaff(
          cookie,
          json({
            email: ' New.Mod@Example.com ',
            name: 'Nora New',
            site_id: siteId,
            language: 'de',
          }),
        ),
      })
    expect((await grant(await staffLogin(api, moderator), site.id)).status).toBe(403)
    expect((await grant(await staffLogin(api, otherAdmin), site.id)).status).toBe(403)
    const granted = await grant(adminCookie, site.id)
    expect(granted.status).toBe(201)
    const { staff_id: newId } = (await granted.json()) as { staff_id: number }

    const [invitation] = await outboxMails(api, {
      kind: 'staff_invitation',
      to: 'new.mod@example.com',
    })
    expect(invitation?.subject).toContain('Flirtwave')
    const token = invitation?.text.match(
      /https:\/\/backoffice\.example\/invitation\?token=([\w-]+)/,
    )?.[1]
    expect(token).toBeTruthy()
    const shown = await api.request(`/api/staff/invitation.php?token=${token}`, asStaff(null))
    expect(await shown.json()).toEqual({
      invitation: { email: 'new.mod@example.com', name: 'Nora New' },
    })
    const accept = (password: string, repeat = password) =>
      api.request('/api/staff/invitation.php', {
        method: 'POST',
        ...asStaff(null, json({ token, password, password_repeat: repeat })),
      })
    expect((await accept('short')).status).toBe(400)
    expect((await accept('Long-enough-pass-1', 'Another-pass-12')).status).toBe(400)
    const accepted = await accept('Long-enough-pass-1')
    expect(accepted.status).toBe(200)
    expect((await accept('Long-enough-pass-1')).status).toBe(400)
    const newCookie = (setCookie(accepted, 'staff_sid') ?? '').split(';')[0] as string
    expect((await me(newCookie)).status).toBe(200)

    const team = await api.request('/api/staff/team.php', asStaff(adminCookie))
    const members = ((await team.json()) as { team: Array<{ email: string; active: boolean }> })
      .team
    expect(members.find((member) => member.email === 'new.mod@example.com')).toMatchObject({
      active: true,
    })
    expect(members.map((member) => member.email)).not.toContain(otherAdmin.email)

    const revoke = (cookie: string) =>
      api.request('/api/staff/roles.php', {
        method: 'DELETE',
        ...asStaff(cookie, json({ staff_id: newId, site_id: site.id })),
      })
    expect((await revoke(await staffLogin(api, otherAdmin))).status).toBe(403)
    expect((await revoke(adminCookie)).status).toBe(200)
    // Without a role the session opens nothing, and a new login is refused.
    expect((await me(newCookie)).status).toBe(403)
    expect((await login('new.mod@example.com', 'Long-enough-pass-1')).status).toBe(401)
    expect((await revoke(adminCookie)).status).toBe(404)

    const audit = await api.request(`/api/staff/audit.php?site=${site.id}`, asStaff(adminCookie))
    const entries = (
      (await audit.json()) as {
        entries: Array<{ action: string; staff_name: string; subject: string }>
      }
    ).entries
    expect(entries.slice(0, 2).map((entry) => entry.action)).toEqual([
      'role_revoked',
      'role_granted',
    ])
    expect(entries[0]).toMatchObject({ staff_name: 'Ada Admin', subject: `staff ${newId}` })
    const logins = await api.request(
      '/api/staff/audit.php?action=invitation_accepted',
      asStaff(adminCookie),
    )
    const accepts = ((await logins.json()) as { entries: Array<{ staff_id: number }> }).entries
    expect(accepts.map((entry) => entry.staff_id)).toContain(newId)
    const foreign = await api.request(
      `/api/staff/audit.php?site=${otherSite.id}`,
      asStaff(adminCookie),
    )
    expect(foreign.status).toBe(403)
  })

  it('locks a guessed staff password out after five tries', async () => {
    const target = await createStaff(api.db, { roles: [{ site, role: 'moderator' }] })
    const guesses: number[] = []
    for (let attempt = 0; attempt < 7; attempt += 1) {
      guesses.push((await login(target.email, `Guess-number-${attempt}`)).status)
    }
    expect(guesses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(guesses.at(-1)).toBe(429)
  })
})
