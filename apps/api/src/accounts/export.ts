import type { AccountExport } from '@dating/domain/account'
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client.ts'
import {
  blocks,
  conversations,
  creditLedger,
  discountCodes,
  images,
  payments,
  likes,
  messages,
  outbox,
  profiles,
  reports,
  sessions,
  swipePasses,
  users,
} from '../db/schema.ts'
import type { MediaStore } from '../media/store.ts'
import { pushSubscriptions } from '../notifications/schema.ts'
import { directDebitMandates } from '../payments/direct-debit/schema.ts'
import { smsOutbox } from '../sms/schema.ts'
import { variantKey } from '../media/variants.ts'
import { discountCodeView } from './retention-offer.ts'

export type ExportRequest = {
  userId: number
  profileId: number
  /** The session the download was asked from, marked `current` in the sessions list. */
  sessionTokenHash: string
  brand: string
  now: Date
}

const other = alias(profiles, 'other')
const otherColumns = { profile_id: other.id, name: other.name }

const iso = (date: Date) => date.toISOString()

/**
 * Everything stored about one member, for GET /api/export.php. Every query is bound to the
 * member's own user or profile id; of other members it reads only the id and name of the
 * profiles the member liked, was liked by, passed, blocked, reported or wrote with.
 */
export async function collectAccountExport(
  db: Database,
  media: MediaStore,
  request: ExportRequest,
): Promise<AccountExport> {
  const { userId, profileId: me } = request
  const [account] = await db.select().from(users).where(eq(users.id, userId))
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, me))
  if (!account || !profile || profile.userId !== userId) {
    throw new Error(`No account ${userId} with profile ${me}`)
  }

  const [
    photoRows,
    given,
    received,
    passes,
    blocked,
    reported,
    chats,
    ledger,
    sessionRows,
    mails,
    codes,
  ] = await Promise.all([
    db
      .select()
      .from(images)
      .where(eq(images.profileId, me))
      .orderBy(asc(images.position), asc(images.id)),
    db
      .select({ ...otherColumns, source: likes.source, liked_at: likes.createdAt })
      .from(likes)
      .innerJoin(other, eq(other.id, likes.toProfileId))
      .where(eq(likes.fromProfileId, me))
      .orderBy(asc(likes.createdAt), asc(likes.id)),
    db
      .select({ ...otherColumns, liked_at: likes.createdAt })
      .from(likes)
      .innerJoin(other, eq(other.id, likes.fromProfileId))
      .where(eq(likes.toProfileId, me))
      .orderBy(asc(likes.createdAt), asc(likes.id)),
    db
      .select({ ...otherColumns, passed_at: swipePasses.createdAt })
      .from(swipePasses)
      .innerJoin(other, eq(other.id, swipePasses.toProfileId))
      .where(eq(swipePasses.fromProfileId, me))
      .orderBy(asc(swipePasses.createdAt)),
    db
      .select({ ...otherColumns, blocked_at: blocks.createdAt })
      .from(blocks)
      .innerJoin(other, eq(other.id, blocks.blockedProfileId))
      .where(eq(blocks.blockerProfileId, me))
      .orderBy(asc(blocks.createdAt)),
    db
      .select({
        ...otherColumns,
        reason: reports.reason,
        note: reports.note,
        status: reports.status,
        reported_at: reports.createdAt,
      })
      .from(reports)
      .innerJoin(other, eq(other.id, reports.reportedProfileId))
      .where(eq(reports.reporterProfileId, me))
      .orderBy(asc(reports.createdAt), asc(reports.id)),
    db
      .select({ id: conversations.id, started_at: conversations.createdAt, ...otherColumns })
      .from(conversations)
      .innerJoin(
        other,
        sql`${other.id} = case when ${conversations.profileAId} = ${me} then ${conversations.profileBId} else ${conversations.profileAId} end`,
      )
      .where(or(eq(conversations.profileAId, me), eq(conversations.profileBId, me)))
      .orderBy(asc(conversations.createdAt), asc(conversations.id)),
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.createdAt), asc(creditLedger.id)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt)),
    db
      .select({
        kind: outbox.kind,
        to: outbox.to,
        subject: outbox.subject,
        sent_at: outbox.sentAt,
      })
      .from(outbox)
      .where(eq(outbox.userId, userId))
      .orderBy(asc(outbox.sentAt), asc(outbox.id)),
    db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.userId, userId))
      .orderBy(asc(discountCodes.createdAt), asc(discountCodes.id)),
  ])

  const messageRows =
    chats.length === 0
      ? []
      : await db
          .select({
            conversationId: messages.conversationId,
            senderProfileId: messages.senderProfileId,
            body: messages.body,
            sentAt: messages.createdAt,
            readAt: messages.readAt,
          })
          .from(messages)
          .innerJoin(conversations, eq(conversations.id, messages.conversationId))
          .where(
            and(
              or(eq(conversations.profileAId, me), eq(conversations.profileBId, me)),
              // A message a moderator removed stays in its sender's export only.
              or(isNull(messages.removedAt), eq(messages.senderProfileId, me)),
            ),
          )
          .orderBy(asc(messages.createdAt), asc(messages.id))

  const photos: AccountExport['photos'] = []
  for (const photo of photoRows) {
    const original = await media.get(variantKey(photo.storageKey, 'original'))
    photos.push({
      id: photo.id,
      position: photo.position,
      main: photo.id === profile.mainImageId,
      free: photo.free,
      status: photo.status,
      uploaded_at: iso(photo.createdAt),
      content_type: 'image/webp',
      original_base64: original ? Buffer.from(original).toString('base64') : null,
    })
  }

  return {
    exported_at: iso(request.now),
    brand: request.brand,
    account: {
      id: account.id,
      email: account.email,
      language: account.language,
      status: account.status,
      signup_date: iso(account.signupDate),
      activated_at: account.activatedAt ? iso(account.activatedAt) : null,
      tracking: {
        network: account.network,
        ref: account.ref,
        sub1: account.sub1,
        sub2: account.sub2,
        sub3: account.sub3,
      },
      signup_message: account.signupMessage,
      consents: {
        sensitive_data: account.sensitiveDataConsentAt
          ? {
              given_at: iso(account.sensitiveDataConsentAt),
              version: account.sensitiveDataConsentVersion,
            }
          : null,
        terms: account.termsAcceptedAt
          ? { accepted_at: iso(account.termsAcceptedAt), version: account.termsVersion }
          : null,
      },
      notifications: {
        email: account.notificationsDisabled.length === 0,
        disabled_reasons: account.notificationsDisabled,
      },
    },
    profile: {
      id: profile.id,
      name: profile.name,
      birthdate: profile.birthdate,
      gender: profile.gender,
      sexuality: profile.sexuality,
      country: profile.country,
      region: profile.region,
      about: profile.about,
      height: profile.height,
      hair_colour: profile.hairColour,
      eye_colour: profile.eyeColour,
      body_type: profile.bodyType,
      relationship_status: profile.relationshipStatus,
      interests: profile.interests,
      status: profile.status,
      created_at: iso(profile.createdAt),
    },
    photos,
    likes: {
      given: given.map((like) => ({ ...like, liked_at: iso(like.liked_at) })),
      received: received.map((like) => ({ ...like, liked_at: iso(like.liked_at) })),
    },
    swipe_passes: passes.map((pass) => ({ ...pass, passed_at: iso(pass.passed_at) })),
    blocks: blocked.map((block) => ({ ...block, blocked_at: iso(block.blocked_at) })),
    reports: reported.map((report) => ({ ...report, reported_at: iso(report.reported_at) })),
    conversations: chats.map((chat) => ({
      id: chat.id,
      with: { profile_id: chat.profile_id, name: chat.name },
      started_at: iso(chat.started_at),
      messages: messageRows
        .filter((message) => message.conversationId === chat.id)
        .map((message) => {
          const fromMe = message.senderProfileId === me
          return {
            sender: fromMe ? 'me' : chat.name,
            from_me: fromMe,
            body: message.body,
            sent_at: iso(message.sentAt),
            read_at: message.readAt ? iso(message.readAt) : null,
          }
        }),
    })),
    credits: ledger.map((entry) => ({
      delta: entry.delta,
      reason: entry.reason,
      reference: entry.reference,
      booked_at: iso(entry.createdAt),
    })),
    sessions: sessionRows.map((session) => ({
      started_at: iso(session.createdAt),
      expires_at: iso(session.expiresAt),
      user_agent: session.userAgent,
      current: session.tokenHash === request.sessionTokenHash,
    })),
    mails: mails.map((mail) => ({ ...mail, sent_at: iso(mail.sent_at) })),
    discount_codes: codes.map((code) => ({
      ...discountCodeView(code, request.now),
      created_at: iso(code.createdAt),
    })),
    ...(await paymentRecordsOf(db, userId)),
  }
}

/** Payments, direct debit mandates, SMS and push subscriptions of the member (decision 050). */
async function paymentRecordsOf(
  db: Database,
  userId: number,
): Promise<
  Pick<AccountExport, 'payments' | 'direct_debit_mandates' | 'sms' | 'push_subscriptions'>
> {
  const [paid, mandates, texts, subscriptions] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select()
      .from(directDebitMandates)
      .where(eq(directDebitMandates.userId, userId))
      .orderBy(asc(directDebitMandates.signedAt), asc(directDebitMandates.id)),
    db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.userId, userId))
      .orderBy(asc(smsOutbox.sentAt), asc(smsOutbox.id)),
    db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id)),
  ])
  return {
    payments: paid.map((payment) => ({
      id: payment.publicId,
      package: payment.packageId,
      credits: payment.credits,
      currency: payment.currency,
      amount: payment.amount,
      list_amount: payment.listAmount,
      discount_code: payment.discountCode,
      method: payment.method,
      status: payment.status,
      created_at: iso(payment.createdAt),
      paid_at: payment.paidAt ? iso(payment.paidAt) : null,
      refunded_amount: payment.refundedAmount ?? 0,
    })),
    direct_debit_mandates: mandates.map((mandate) => ({
      reference: mandate.reference,
      account_holder: mandate.accountHolder,
      iban: mandate.iban,
      street: mandate.street,
      house_number: mandate.houseNumber,
      zip: mandate.zip,
      city: mandate.city,
      phone: mandate.phone,
      signed_at: iso(mandate.signedAt),
    })),
    sms: texts.map((text) => ({
      kind: text.kind,
      to: text.to,
      text: text.text,
      sent_at: iso(text.sentAt),
    })),
    push_subscriptions: subscriptions.map((subscription) => ({
      endpoint: subscription.endpoint,
      user_agent: subscription.userAgent,
      created_at: iso(subscription.createdAt),
      last_success_at: subscription.lastSuccessAt ? iso(subscription.lastSuccessAt) : null,
    })),
  }
}

/** `flirtwave-data-2025-05-01.json`: the brand's name as a file-name slug and the UTC day. */
export function exportFileName(brand: string, now: Date): string {
  const slug =
    brand
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'account'
  return `${slug}-data-${now.toISOString().slice(0, 10)}.json`
}
