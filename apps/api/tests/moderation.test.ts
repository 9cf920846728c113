import type { ModerationDecision } from '@dating/domain/moderation'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activateAccount } from '../src/accounts/activation.ts'
import type { Site } from '../src/http/context.ts'
import { images, messages, profiles, reports, users } from '../src/db/schema.ts'
import { moderationAppeals, moderationDecisions } from '../src/moderation/schema.ts'
import { variantKey } from '../src/media/variants.ts'
import {
  addConversation,
  createMember,
  createSite,
  createStaff,
  defaultTestPassword,
  type Member,
} from '../src/testing/builders.ts'
import {
  type Api,
  asStaff,
  backends,
  json,
  loginAs,
  outboxMails,
  staffLogin,
  startApi,
  withSession,
} from './harness.ts'

const host = 'moderation.test'
const dayMs = 24 * 60 * 60 * 1000

type DecisionBody = { decision: ModerationDecision }

describe.each(backends)('moderation decisions and appeals on %s', (backend) => {
  let api: Api
  let site: Site
  let otherSite: Site
  let clock = new Date('2026-03-02T10:00:00Z')
  let moderator: string
  let bystander: string
  let counter = 0

  beforeAll(async () => {
    api = await startApi(backend, { now: () => clock })
    site = await createSite(api.db, { domain: host })
    otherSite = await createSite(api.db, { domain: 'other-moderation.test' })
    const staff = await createStaff(api.db, {
      email: 'moderator@example.com',
      roles: [{ site, role: 'moderator' }],
    })
    await createMember(api.db, { site, email: 'bystander@example.com' })
    moderator = await staffLogin(api, staff)
    bystander = await loginAs(api, host, 'bystander@example.com')
  })
  afterAll(() => api.stop())

  /** A member of the brand who can log in, in `language`. */
  const member = async (
    options: Partial<Parameters<typeof createMember>[1]> & { language?: 'en' | 'de' } = {},
  ): Promise<Member & { email: string }> => {
    counter += 1
    const email = `member${counter}@example.com`
    const created = await createMember(api.db, {
      site,
      email,
      ...options,
      user: { language: options.language ?? 'en', ...options.user },
    })
    return { ...created, email }
  }

  const decide = (body: Record<string, unknown>, cookie: string | null = moderator) =>
    api.request('/api/moderation/decisions.php', {
      method: 'POST',
      ...asStaff(cookie, json(body)),
    })

  const decision = (profileId: number, extra: Record<string, unknown> = {}) => ({
    profile_id: profileId,
    restriction: 'profile_hidden',
    ground: 'terms',
    reason: 'fake_profile',
    facts: 'The photos of this profile belong to a model agency website.',
    automated: false,
    ...extra,
  })

  const appeal = (body: Record<string, unknown>, cookie: string | null = null, on = host) =>
    api.request('/api/appeal.php', { method: 'POST', ...withSession(on, cookie, json(body)) })

  const appealLink = async (userId: number) => {
    const [mail] = await outboxMails(api, { kind: 'statement_of_reasons', userId })
    const match = mail?.text.match(/\/appeal\?decision=(\d+)&token=([\w-]+)/)
    if (!match) throw new Error(`no appeal link mailed to user ${userId}`)
    return { decisionId: Number(match[1]), token: match[2] as string }
  }

  it('lets only the brand’s moderators decide or read the queue, never on a member session', async () => {
    const target = await member()
    const anonymous = await decide(decision(target.profile.id), null)
    expect(anonymous.status).toBe(403)
    expect(await anonymous.json()).toMatchObject({ error: 'authentication_required' })
    // A member's session opens nothing in the back office, on any host.
    const plain = await decide(decision(target.profile.id), bystander)
    expect(plain.status).toBe(403)
    expect(await plain.json()).toMatchObject({ error: 'authentication_required' })
    const onBrandHost = await api.request('/api/moderation/decisions.php', {
      method: 'POST',
      ...withSession(host, bystander, json(decision(target.profile.id))),
    })
    expect(onBrandHost.status).toBe(403)
    const queue = await api.request('/api/moderation/reports.php', asStaff(bystander))
    expect(queue.status).toBe(403)
    const [row] = await api.db
      .select({ status: profiles.status })
      .from(profiles)
      .where(eq(profiles.id, target.profile.id))
    expect(row?.status).toBe('active')
  })

  it('lists the brand’s open notices and member reports, not another brand’s', async () => {
    const reported = await member()
    const reporter = await member()
    const foreign = await createMember(api.db, { site: otherSite })
    const foreignReporter = await createMember(api.db, { site: otherSite })
    const [notice] = await api.db
      .insert(reports)
      .values({
        source: 'notice',
        siteId: site.id,
        reportedProfileId: reported.profile.id,
        reporterEmail: 'visitor@example.com',
        contentUrl: `http://${host}/members/${reported.profile.id}`,
        reason: 'fake_profile',
        note: 'Stolen photos.',
      })
      .returning({ id: reports.id })
    const [memberReport] = await api.db
      .insert(reports)
      .values({
        reporterProfileId: reporter.profile.id,
        reportedProfileId: reported.profile.id,
        reason: 'spam',
      })
      .returning({ id: reports.id })
    const [foreignReport] = await api.db
      .insert(reports)
      .values({
        reporterProfileId: foreignReporter.profile.id,
        reportedProfileId: foreign.profile.id,
        reason: 'spam',
      })
      .returning({ id: reports.id })
    const response = await api.request('/api/moderation/reports.php', asStaff(moderator))
    expect(response.status).toBe(200)
    const ids = ((await response.json()) as { reports: Array<{ id: number }> }).reports.map(
      (report) => report.id,
    )
    expect(ids).toContain(notice?.id)
    expect(ids).toContain(memberReport?.id)
    expect(ids).not.toContain(foreignReport?.id)
  })

  it('hides a profile on a notice, closes the notice and mails the statement in the member’s language', async () => {
    const target = await member({ language: 'de', profile: { name: 'Greta' } })
    const [notice] = await api.db
      .insert(reports)
      .values({
        source: 'notice',
        siteId: site.id,
        reportedProfileId: target.profile.id,
        reporterEmail: 'visitor@example.com',
        reporterName: 'Vera Visitor',
        contentUrl: `http://${host}/members/${target.profile.id}`,
        reason: 'fake_profile',
      })
      .returning({ id: reports.id })
    const response = await decide(decision(target.profile.id, { report_id: notice?.id }))
    expect(response.status).toBe(201)
    const { decision: view } = (await response.json()) as DecisionBody
    expect(view).toMatchObject({
      restriction: 'profile_hidden',
      ground: 'terms',
      reason: 'fake_profile',
      source: 'notice',
      automated: false,
      appeal: null,
      decided_at: clock.toISOString(),
      appeal_until: new Date(clock.getTime() + 183 * dayMs).toISOString(),
    })
    expect(JSON.stringify(view)).not.toContain('Vera')

    const [profile] = await api.db
      .select({ status: profiles.status })
      .from(profiles)
      .where(eq(profiles.id, target.profile.id))
    expect(profile?.status).toBe('disabled')
    const [report] = await api.db
      .select({ status: reports.status })
      .from(reports)
      .where(eq(reports.id, notice?.id ?? 0))
    expect(report?.status).toBe('reviewed')
    const seen = await api.request(
      `/api/profile.php?id=${target.profile.id}`,
      withSession(host, bystander),
    )
    expect(seen.status).toBe(404)

    const [mail] = await outboxMails(api, { kind: 'statement_of_reasons', userId: target.user.id })
    expect(mail?.to).toBe(target.email)
    expect(mail?.subject).toContain('dein Profil ausgeblendet')
    expect(mail?.text).toContain('The photos of this profile belong to a model agency website.')
    expect(mail?.text).toContain('Beschwerdeformular')
    expect(mail?.text).toContain('Gefälschtes Profil')
    expect(mail?.text).toContain(`/appeal?decision=${view.id}&token=`)
    // The site's origin for the brand, never a header's.
    expect(mail?.text).toContain(`https://${host}/pages/terms`)
  })

  it('keeps a hidden profile hidden when its account is activated', async () => {
    const target = await member({
      user: { status: 'not_confirmed' },
      profile: { status: 'disabled' },
    })
    expect((await decide(decision(target.profile.id))).status).toBe(201)
    expect(await activateAccount(api.db, target.user.id, site.id, clock)).toBe(true)
    const [row] = await api.db
      .select({ status: profiles.status, userStatus: users.status })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, target.profile.id))
    expect(row).toEqual({ status: 'disabled', userStatus: 'active' })
  })

  it('removes one photo: others no longer get it, the next photo becomes the main one', async () => {
    const target = await member({
      images: [{ free: true }, { free: true }],
      media: api.media,
    })
    const [first, second] = target.images
    const response = await decide(
      decision(target.profile.id, {
        restriction: 'photo_removed',
        image_id: first?.id,
        reason: 'inappropriate_photos',
      }),
    )
    expect(response.status).toBe(201)
    const [image] = await api.db
      .select({ status: images.status })
      .from(images)
      .where(eq(images.id, first?.id ?? 0))
    expect(image?.status).toBe('rejected')
    const [profile] = await api.db
      .select({ mainImageId: profiles.mainImageId, status: profiles.status })
      .from(profiles)
      .where(eq(profiles.id, target.profile.id))
    expect(profile).toEqual({ mainImageId: second?.id, status: 'active' })
    const url = `/media/${variantKey(first?.storageKey ?? '', 'main')}`
    expect((await api.request(url, withSession(host, bystander))).status).toBe(404)
  })

  it('removes one message from the conversation of both members', async () => {
    const sender = await member()
    const peer = await member()
    const conversationId = await addConversation(api.db, sender.profile.id, peer.profile.id, [
      { from: sender.profile.id, body: 'Hello there' },
      { from: sender.profile.id, body: 'Send me money now' },
    ])
    const [bad] = await api.db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(eq(messages.conversationId, conversationId), eq(messages.body, 'Send me money now')),
      )
    const response = await decide(
      decision(sender.profile.id, {
        restriction: 'message_removed',
        message_id: bad?.id,
        reason: 'spam',
      }),
    )
    expect(response.status).toBe(201)
    const peerSession = await loginAs(api, host, peer.email)
    const chat = await api.request(
      `/api/chat.php?id=${conversationId}`,
      withSession(host, peerSession),
    )
    const body = (await chat.json()) as { messages: Array<{ text: string }> }
    expect(body.messages.map((message) => message.text)).toEqual(['Hello there'])
    const list = await api.request('/api/chats.php', withSession(host, peerSession))
    const { chats } = (await list.json()) as {
      chats: Array<{
        conversation: { id: number }
        last_message: string
        num_unread_messages: number
      }>
    }
    expect(chats.find((chat) => chat.conversation.id === conversationId)).toMatchObject({
      last_message: 'Hello there',
      num_unread_messages: 1,
    })
    const me = await api.request('/api/user.php', withSession(host, peerSession))
    expect(((await me.json()) as { user: { unread_messages: number } }).user.unread_messages).toBe(
      1,
    )
  })

  it('refuses a photo, message, report or profile that is not the member’s or the brand’s', async () => {
    const target = await member({ images: [{}] })
    const other = await member({ images: [{}] })
    const foreign = await createMember(api.db, { site: otherSite })
    const foreignReporter = await createMember(api.db, { site: otherSite })
    const [foreignReport] = await api.db
      .insert(reports)
      .values({
        reporterProfileId: foreignReporter.profile.id,
        reportedProfileId: foreign.profile.id,
        reason: 'spam',
      })
      .returning({ id: reports.id })
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ restriction: 'photo_removed', image_id: other.images[0]?.id }, 400, 'image_id'],
      [{ restriction: 'photo_removed' }, 400, 'image_id'],
      [{ restriction: 'message_removed', message_id: 999_999 }, 400, 'message_id'],
      [{ ground: 'illegal' }, 400, 'legal_reference'],
      [{ report_id: foreignReport?.id }, 400, 'report_id'],
      [{ facts: 'short' }, 400, 'facts'],
    ]
    for (const [extra, status, field] of cases) {
      const response = await decide(decision(target.profile.id, extra))
      expect(response.status, JSON.stringify(extra)).toBe(status)
      const body = (await response.json()) as { error: string; message: string }
      expect(body.error).toBe('validation_failed')
      expect(body.message).toContain(field)
    }
    const foreignProfile = await decide(decision(foreign.profile.id))
    expect(foreignProfile.status).toBe(404)
    const decided = await api.db
      .select({ id: moderationDecisions.id })
      .from(moderationDecisions)
      .where(eq(moderationDecisions.profileId, target.profile.id))
    expect(decided).toEqual([])
  })

  it('suspends an account: its sessions end and its login says why, only with the right password', async () => {
    const target = await member()
    const session = await loginAs(api, host, target.email)
    const response = await decide(
      decision(target.profile.id, {
        restriction: 'account_suspended',
        ground: 'illegal',
        legal_reference: 'Art. 240 Wetboek van Strafrecht',
        reason: 'harassment',
        automated: true,
      }),
    )
    expect(response.status).toBe(201)
    const { decision: view } = (await response.json()) as DecisionBody
    expect(view).toMatchObject({
      legal_reference: 'Art. 240 Wetboek van Strafrecht',
      automated: true,
      source: 'own_initiative',
    })
    const me = await api.request('/api/user.php', withSession(host, session))
    expect(me.status).toBe(403)
    const login = (password: string) =>
      api.request('/api/user.php', {
        method: 'POST',
        host,
        ...json({ email: target.email, password }),
      })
    const refused = await login(defaultTestPassword)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: 'account_suspended' })
    expect((await login('Wrong-password-1')).status).toBe(401)
    const [mail] = await outboxMails(api, { kind: 'statement_of_reasons', userId: target.user.id })
    expect(mail?.text).toContain('Art. 240 Wetboek van Strafrecht')
    expect(mail?.text).toContain('Automated means were used')
  })

  it('shows the member their decision by id when logged in, or by the mailed token, never to others', async () => {
    const target = await member()
    await decide(decision(target.profile.id))
    const { decisionId, token } = await appealLink(target.user.id)
    const own = await api.request(
      `/api/decision.php?id=${decisionId}`,
      withSession(host, await loginAs(api, host, target.email)),
    )
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('no-store')
    expect(((await own.json()) as DecisionBody).decision.id).toBe(decisionId)
    const byToken = await api.request(`/api/decision.php?token=${token}`, { host })
    expect(((await byToken.json()) as DecisionBody).decision.id).toBe(decisionId)

    const someoneElse = await api.request(
      `/api/decision.php?id=${decisionId}`,
      withSession(host, bystander),
    )
    expect(someoneElse.status).toBe(404)
    const loggedOut = await api.request(`/api/decision.php?id=${decisionId}`, { host })
    expect(loggedOut.status).toBe(403)
    const wrongToken = await api.request(`/api/decision.php?token=${'x'.repeat(43)}`, { host })
    expect(wrongToken.status).toBe(400)
    expect(await wrongToken.json()).toMatchObject({ error: 'link_invalid' })
    const otherBrand = await api.request(`/api/decision.php?token=${token}`, {
      host: 'other-moderation.test',
    })
    expect(otherBrand.status).toBe(400)
  })

  it('takes one appeal by the mailed token from a suspended member and mails a receipt', async () => {
    const target = await member({ language: 'de' })
    await decide(decision(target.profile.id, { restriction: 'account_suspended' }))
    const { decisionId, token } = await appealLink(target.user.id)
    const explanation = 'Die Fotos auf meinem Profil zeigen wirklich mich.'
    const response = await appeal({ token, explanation })
    expect(response.status).toBe(201)
    const { decision: view } = (await response.json()) as DecisionBody
    expect(view.appeal).toMatchObject({ status: 'open', created_at: clock.toISOString() })
    const [stored] = await api.db
      .select()
      .from(moderationAppeals)
      .where(eq(moderationAppeals.decisionId, decisionId))
    expect(stored).toMatchObject({ userId: target.user.id, explanation, status: 'open' })
    const [receipt] = await outboxMails(api, { kind: 'appeal_receipt', userId: target.user.id })
    expect(receipt?.subject).toContain('Widerspruch')
    expect(receipt?.text).toContain(String(view.appeal?.id))
    expect(receipt?.text).toContain('Konto gesperrt')
    expect(receipt?.text).toContain(explanation)

    const again = await appeal({ token, explanation: 'Noch einmal: das bin wirklich ich.' })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ error: 'appeal_exists' })
    const queue = await api.request('/api/moderation/appeals.php', asStaff(moderator))
    const appeals = (
      (await queue.json()) as { appeals: Array<{ decision: { id: number } | null }> }
    ).appeals
    expect(appeals.map((entry) => entry.decision?.id)).toContain(decisionId)
  })

  it('takes the logged-in member’s appeal by decision id, only their own and only for six months', async () => {
    const target = await member()
    await decide(decision(target.profile.id))
    const { decisionId } = await appealLink(target.user.id)
    const session = await loginAs(api, host, target.email)
    const explanation = 'These are my own holiday photos, not a model agency.'
    const foreign = await appeal({ decision_id: decisionId, explanation }, bystander)
    expect(foreign.status).toBe(404)
    const anonymous = await appeal({ decision_id: decisionId, explanation })
    expect(anonymous.status).toBe(403)
    const short = await appeal({ decision_id: decisionId, explanation: 'no' }, session)
    expect(short.status).toBe(400)
    expect(((await short.json()) as { message: string }).message).toContain('explanation')
    const both = await appeal({ decision_id: decisionId, token: 'x', explanation }, session)
    expect(both.status).toBe(400)

    const late = await member()
    await decide(decision(late.profile.id))
    const lateLink = await appealLink(late.user.id)
    const decidedAt = clock
    clock = new Date(decidedAt.getTime() + 184 * dayMs)
    try {
      const closed = await appeal({ token: lateLink.token, explanation })
      expect(closed.status).toBe(409)
      expect(await closed.json()).toMatchObject({ error: 'appeal_closed' })
    } finally {
      clock = decidedAt
    }
    expect((await appeal({ decision_id: decisionId, explanation }, session)).status).toBe(201)
  })

  it('files exactly one appeal when two arrive at once', async () => {
    const target = await member()
    await decide(decision(target.profile.id))
    const { token } = await appealLink(target.user.id)
    const explanation = 'Please look again, the report about me was a mistake.'
    const answers = await Promise.all([
      appeal({ token, explanation }),
      appeal({ token, explanation }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
  })
})
