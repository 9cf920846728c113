import { limits } from '@dating/domain/constants'
import { loginLockout } from '@dating/domain/account'
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  accountTokens,
  discountCodes,
  images,
  outbox,
  profiles,
  rateEvents,
  sessions,
  users,
} from '../db/schema.ts'
import type { JobDefinition } from '../jobs/queue.ts'
import { chatPhotoKeysIn, conversationIdsOf, removeChatPhotos } from '../chat/photos.ts'
import type { MediaStore } from '../media/store.ts'
import { imageVariants, variantKey } from '../media/variants.ts'
import { pruneRateEvents } from '../http/rate-events.ts'
import { erasePersonalRecords } from './erasure-records.ts'

const dayMs = 24 * 60 * 60 * 1000
/** Rate events only matter for a day (the daily caps) or minutes (the lockout). */
export const rateEventsKeptDays = 2
const batchSize = 100

export type ErasureResult = { erased: number; picturesRemoved: number }

/**
 * Erases every account pending deletion for more than 14 days (docs/decisions/011-accounts.md):
 * the profile and everything hanging off it (pictures, likes, conversations and messages,
 * blocks, reports, swipe passes: their foreign keys cascade), the picture files nobody else
 * uses, sessions, account tokens, discount codes, mails and the member's rate events, and the
 * records of erasure-records.ts (bank and phone data, SMS, push, notifications); the users row
 * keeps only its id, brand, status `deleted`, language, dates and deletion reason, and payments
 * and the credit ledger stay for the books (every table: erasure-coverage.ts). Then forgets
 * rate events older than two days.
 *
 * Idempotent and safe to run in several processes at once: each account is erased in its own
 * transaction that locks its users row (skipping one another process holds) and checks again
 * that it is still due.
 */
export async function eraseExpiredDeletions(
  db: Database,
  media: MediaStore,
  now: Date,
): Promise<ErasureResult> {
  const dueBefore = new Date(now.getTime() - limits.reactivationDays * dayMs)
  const result: ErasureResult = { erased: 0, picturesRemoved: 0 }
  let after = 0
  for (;;) {
    const due = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.status, 'pending_deletion'),
          lt(users.deletionRequestedAt, dueBefore),
          gt(users.id, after),
        ),
      )
      .orderBy(asc(users.id))
      .limit(batchSize)
    for (const { id } of due) {
      const erased = await eraseAccount(db, id, dueBefore, now)
      if (erased === null) continue
      result.erased += 1
      result.picturesRemoved += await removeUnsharedFiles(db, media, erased.pictures)
      await removeChatPhotos(media, erased.chatPhotos)
    }
    const last = due.at(-1)
    if (!last || due.length < batchSize) break
    after = last.id
  }
  await pruneRateEvents(
    db,
    new Date(now.getTime() - rateEventsKeptDays * dayMs),
    new Date(now.getTime() - loginLockout.knownAddressDays * dayMs),
  )
  return result
}

/**
 * Erases one account in one transaction when it is still due; answers the storage keys of its
 * pictures and of the photos in its chats, which both sides lose with the conversations
 * (their files are removed after the commit), or null when there was nothing to do.
 */
async function eraseAccount(
  db: Database,
  userId: number,
  dueBefore: Date,
  now: Date,
): Promise<{ pictures: string[]; chatPhotos: string[] } | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.status, 'pending_deletion'),
          lt(users.deletionRequestedAt, dueBefore),
        ),
      )
      .for('update', { skipLocked: true })
    if (!user) return null
    const pictures = await tx
      .select({ storageKey: images.storageKey })
      .from(images)
      .innerJoin(profiles, eq(profiles.id, images.profileId))
      .where(eq(profiles.userId, userId))
    const ownProfiles = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, userId))
    const chatPhotos = await chatPhotoKeysIn(
      tx,
      await conversationIdsOf(
        tx,
        ownProfiles.map((profile) => profile.id),
      ),
    )
    await tx.delete(profiles).where(eq(profiles.userId, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId))
    await tx.delete(discountCodes).where(eq(discountCodes.userId, userId))
    await tx.delete(outbox).where(eq(outbox.userId, userId))
    await erasePersonalRecords(tx, userId, user.email)
    if (user.email) {
      // The email alone, or with an address (login-lockout.ts pairKey).
      const email = user.email
      await tx
        .delete(rateEvents)
        .where(
          or(
            eq(rateEvents.key, email),
            sql`left(${rateEvents.key}, ${email.length + 1}) = ${`${email} `}`,
          ),
        )
    }
    await tx
      .update(users)
      .set({
        email: null,
        passwordHash: null,
        network: null,
        ref: null,
        sub1: null,
        sub2: null,
        sub3: null,
        signupMessage: null,
        signupTargetProfileId: null,
        deletionNote: null,
        notificationsDisabled: sql`'{}'`,
        status: 'deleted',
        erasedAt: now,
      })
      .where(eq(users.id, userId))
    return { pictures: [...new Set(pictures.map((picture) => picture.storageKey))], chatPhotos }
  })
}

/**
 * Removes the files of storage keys no images row uses any more. Seeded profiles share the
 * files of a picture pool (schema.ts), so a key still used by another profile keeps its files.
 * Checked after the erasure committed: of two erasures sharing a key, the later one removes.
 */
async function removeUnsharedFiles(
  db: Database,
  media: MediaStore,
  storageKeys: string[],
): Promise<number> {
  if (storageKeys.length === 0) return 0
  const stillUsed = await db
    .selectDistinct({ storageKey: images.storageKey })
    .from(images)
    .where(inArray(images.storageKey, storageKeys))
  const used = new Set(stillUsed.map((row) => row.storageKey))
  let removed = 0
  for (const storageKey of storageKeys) {
    if (used.has(storageKey)) continue
    await Promise.all(imageVariants.map((variant) => media.delete(variantKey(storageKey, variant))))
    removed += 1
  }
  return removed
}

/** Hourly, at a minute when little else runs. */
export const defaultErasureCron = '17 * * * *'

/**
 * The erasure as a job of the queue (src/jobs): once per `cron` across all api processes, never
 * two runs at once, retried when it fails.
 */
export function erasureJob(
  db: Database,
  media: MediaStore,
  options: { cron?: string; now?: () => Date } = {},
): JobDefinition {
  const now = options.now ?? (() => new Date())
  return {
    name: 'account-erasure',
    cron: options.cron ?? defaultErasureCron,
    policy: 'stately',
    timeoutSeconds: 30 * 60,
    run: async () => {
      const result = await eraseExpiredDeletions(db, media, now())
      if (result.erased === 0) return
      return `erasure: ${result.erased} account(s) erased, files of ${result.picturesRemoved} picture(s) removed`
    },
  }
}
