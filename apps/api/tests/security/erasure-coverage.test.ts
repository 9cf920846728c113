/**
 * Decision 050: after an erasure the direct-debit mandate (holder, IBAN, address, phone), its
 * SMS codes and the SMS outbox remained, although decision 034 says they go; the export left
 * out payments, mandates, SMS and push subscriptions. This walks the database's schema: a
 * table the erasure's list (src/accounts/erasure-coverage.ts) does not know fails, and so does
 * a row of the erased member left where the list says it goes, or a personal column left
 * where it says it is blanked.
 */
import { accountExportSchema, exportPath } from '@dating/domain/account'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { erasureCoverage } from '../../src/accounts/erasure-coverage.ts'
import { eraseExpiredDeletions } from '../../src/accounts/erasure.ts'
import { hashToken } from '../../src/auth/sessions.ts'
import type { Site } from '../../src/http/context.ts'
import { payments, reports, users } from '../../src/db/schema.ts'
import {
  memberPresence,
  notificationSettings,
  pushSubscriptions,
} from '../../src/notifications/schema.ts'
import {
  directDebitBlocks,
  directDebitCodes,
  directDebitMandates,
} from '../../src/payments/direct-debit/schema.ts'
import { smsOutbox } from '../../src/sms/schema.ts'
import { pageHiddenEvents } from '../../src/landers/schema.ts'
import { createMember, createSite, type Member } from '../../src/testing/builders.ts'
import { type Api, backends, loginAs, startApi } from '../harness.ts'

const host = 'erasure-coverage.test'
const dayMs = 24 * 60 * 60 * 1000
const email = 'leaving@example.com'
const phone = '+31612345678'

type Row = Record<string, unknown>

describe.each(backends)('erasure covers every table on %s', (backend) => {
  let api: Api
  let site: Site
  let member: Member
  let cookie: string

  const rows = async (query: string): Promise<Row[]> =>
    ((await api.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows

  beforeAll(async () => {
    api = await startApi(backend)
    site = await createSite(api.db, { domain: host })
    member = await createMember(api.db, { site, email })
    cookie = await loginAs(api, host, email)
    const userId = member.user.id
    const [payment] = await api.db
      .insert(payments)
      .values({
        publicId: 'pay_erasure_1',
        siteId: site.id,
        userId,
        packageId: 'p300',
        credits: 300,
        currency: 'EUR',
        listAmount: 1500,
        amount: 1500,
        method: 'directdebit',
        provider: 'directdebit',
        consentAt: new Date(),
      })
      .returning()
    const [code] = await api.db
      .insert(directDebitCodes)
      .values({ userId, phone, codeHash: 'hmac', expiresAt: new Date(Date.now() + 60_000) })
      .returning()
    await api.db.insert(directDebitMandates).values({
      reference: 'DD-ERASURE0000000001',
      siteId: site.id,
      userId,
      codeId: code?.id as number,
      paymentId: payment?.id as number,
      accountHolder: 'Lea Leaving',
      iban: 'NL91ABNA0417164300',
      street: 'Damrak',
      houseNumber: '1',
      zip: '1012 LG',
      city: 'Amsterdam',
      phone,
      signedAt: new Date(),
    })
    await api.db.insert(directDebitBlocks).values({ userId, reason: 'returned debit' })
    await api.db.insert(smsOutbox).values({
      siteId: site.id,
      userId,
      kind: 'directdebit_code',
      to: phone,
      text: 'Your code is 123456',
      transport: 'outbox',
    })
    await api.db.insert(pushSubscriptions).values({
      userId,
      sessionTokenHash: hashToken(cookie.slice('sid='.length)),
      endpoint: 'https://push.example/leaving',
      p256dh: 'key',
      auth: 'auth',
      userAgent: 'Firefox',
    })
    await api.db.insert(notificationSettings).values({ userId }).onConflictDoNothing()
    await api.db
      .insert(memberPresence)
      .values({ userId, lastSeenAt: new Date() })
      .onConflictDoNothing()
    await api.db.insert(pageHiddenEvents).values({ siteId: site.id, userId, path: '/members' })
    await api.db.insert(reports).values({
      source: 'notice',
      siteId: site.id,
      reason: 'spam',
      reporterName: 'Lea Leaving',
      reporterEmail: email,
      contentUrl: `http://${host}/members/1`,
      status: 'open',
    })
  })
  afterAll(() => api.stop())

  it('the export includes payments, mandates, SMS and push subscriptions', async () => {
    const response = await api.request(exportPath, { host, headers: { cookie } })
    expect(response.status).toBe(200)
    const data = v.parse(accountExportSchema, await response.json())
    expect(data.payments).toMatchObject([{ id: 'pay_erasure_1', credits: 300, amount: 1500 }])
    expect(data.direct_debit_mandates).toMatchObject([
      { account_holder: 'Lea Leaving', iban: 'NL91ABNA0417164300', city: 'Amsterdam', phone },
    ])
    expect(data.sms).toMatchObject([{ kind: 'directdebit_code', to: phone }])
    expect(data.push_subscriptions).toMatchObject([{ endpoint: 'https://push.example/leaving' }])
  })

  it('knows every table of the schema, and every table it names exists', async () => {
    const tables = (
      await rows(
        "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
      )
    ).map((row) => String(row.table_name))
    expect(tables.filter((table) => !(table in erasureCoverage))).toEqual([])
    expect(Object.keys(erasureCoverage).filter((table) => !tables.includes(table))).toEqual([])
  })

  it('leaves no row of the member where they go, and no personal column where they stay', async () => {
    const userId = member.user.id
    const profileId = member.profile.id
    const now = new Date()
    await api.db
      .update(users)
      .set({
        status: 'pending_deletion',
        deletionRequestedAt: new Date(now.getTime() - 15 * dayMs),
      })
      .where(eq(users.id, userId))
    expect((await eraseExpiredDeletions(api.db, api.media, now)).erased).toBe(1)

    const columns = await rows(
      "select table_name, column_name from information_schema.columns where table_schema = 'public'",
    )
    const keyColumns = (table: string) =>
      columns
        .filter((column) => column.table_name === table)
        .map((column) => String(column.column_name))
        .filter((name) => name === 'user_id' || name === 'id' || name.endsWith('profile_id'))
    const ownRows = (table: string, extra = '') => {
      const keys = keyColumns(table).map((name) =>
        name === 'user_id'
          ? `user_id = ${userId}`
          : name === 'id'
            ? table === 'users'
              ? `id = ${userId}`
              : table === 'profiles'
                ? `id = ${profileId}`
                : 'false'
            : `${name} = ${profileId}`,
      )
      return keys.length === 0
        ? Promise.resolve([])
        : rows(`select * from "${table}" where (${keys.join(' or ')}) ${extra}`)
    }

    for (const [table, rule] of Object.entries(erasureCoverage)) {
      if (rule.rule === 'deleted') {
        expect({ table, left: (await ownRows(table)).length }).toEqual({ table, left: 0 })
      }
      if (rule.rule === 'anonymised') {
        for (const row of await ownRows(table)) {
          for (const column of rule.columns) {
            expect({ table, column, value: row[column] || null }).toEqual({
              table,
              column,
              value: null,
            })
          }
        }
      }
    }
    expect(await rows(`select id from reports where reporter_email = '${email}'`)).toEqual([])
    const [mandate] = await rows(`select * from direct_debit_mandates where user_id = ${userId}`)
    expect(mandate).toMatchObject({ iban: '', account_holder: '', phone: '' })
  })
})
