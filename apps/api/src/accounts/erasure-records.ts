/**
 * What an erasure removes or blanks besides the profile, its sessions, tokens, codes and mails
 * (erasure.ts): the tables of other features keyed by the member's user id. The rule for every
 * table is in erasure-coverage.ts and docs/security.md (decision 050).
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { reports } from '../db/schema.ts'
import { pageHiddenEvents } from '../landers/schema.ts'
import { moderationAppeals } from '../moderation/schema.ts'
import {
  memberPresence,
  notificationQueue,
  notificationSettings,
  pushSubscriptions,
} from '../notifications/schema.ts'
import {
  directDebitBlocks,
  directDebitCodes,
  directDebitMandates,
} from '../payments/direct-debit/schema.ts'
import { smsOutbox } from '../sms/schema.ts'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export async function erasePersonalRecords(
  tx: Transaction,
  userId: number,
  email: string | null,
): Promise<void> {
  // The mandate and its payment stay for the books; who signed it, and where, go.
  await tx
    .update(directDebitMandates)
    .set({ accountHolder: '', iban: '', street: '', houseNumber: '', zip: '', city: '', phone: '' })
    .where(eq(directDebitMandates.userId, userId))
  // A mandate references its code (and would go with it): the code stays without phone or hash.
  await tx
    .update(directDebitCodes)
    .set({ phone: '', codeHash: '' })
    .where(eq(directDebitCodes.userId, userId))
  await tx.delete(directDebitBlocks).where(eq(directDebitBlocks.userId, userId))
  await tx.delete(smsOutbox).where(eq(smsOutbox.userId, userId))
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
  await tx.delete(notificationQueue).where(eq(notificationQueue.userId, userId))
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId))
  await tx.delete(memberPresence).where(eq(memberPresence.userId, userId))
  await tx.delete(pageHiddenEvents).where(eq(pageHiddenEvents.userId, userId))
  // An appeal is part of the record of a moderation decision; what the member wrote goes.
  await tx
    .update(moderationAppeals)
    .set({ explanation: '' })
    .where(eq(moderationAppeals.userId, userId))
  if (email !== null) {
    // Notices the member sent logged out, under the account's address (a notice needs an
    // address besides, so it is blanked, not null).
    await tx
      .update(reports)
      .set({ reporterName: null, reporterEmail: '' })
      .where(eq(reports.reporterEmail, email))
  }
}
