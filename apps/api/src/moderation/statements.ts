import { transparencyStatement } from '@dating/domain/transparency'
import { eq } from 'drizzle-orm'
import type { Site } from '../http/context.ts'
import type { Database } from '../db/client.ts'
import { images, messages, profiles } from '../db/schema.ts'
import { transparencyStatements } from './schema.ts'
import type { DecisionRow } from './decide.ts'

/** When the restricted content was created: the photo, the message, else the profile. */
async function contentCreatedAt(tx: Database, decision: DecisionRow): Promise<Date> {
  if (decision.imageId !== null) {
    const [image] = await tx
      .select({ at: images.createdAt })
      .from(images)
      .where(eq(images.id, decision.imageId))
    if (image) return image.at
  }
  if (decision.messageId !== null) {
    const [message] = await tx
      .select({ at: messages.createdAt })
      .from(messages)
      .where(eq(messages.id, decision.messageId))
    if (message) return message.at
  }
  const [profile] = await tx
    .select({ at: profiles.createdAt })
    .from(profiles)
    .where(eq(profiles.id, decision.profileId))
  return profile?.at ?? decision.createdAt
}

/**
 * Stores the decision's statement of reasons as the EU transparency database takes it, in the
 * decision's transaction (decision 057). Nothing here sends it anywhere.
 */
export async function storeStatement(
  tx: Database,
  decision: DecisionRow,
  brand: { site: Site; origin: string },
): Promise<void> {
  const payload = transparencyStatement({
    decisionId: decision.id,
    domain: brand.site.domain,
    restriction: decision.restriction,
    ground: decision.ground,
    reason: decision.reason,
    legalReference: decision.legalReference,
    facts: decision.facts,
    automated: decision.automated,
    source: decision.source,
    decidedAt: decision.createdAt,
    endsAt: decision.endsAt,
    contentCreatedAt: await contentCreatedAt(tx, decision),
    countries: brand.site.countries,
    termsUrl: `${brand.origin}/pages/terms`,
  })
  await tx.insert(transparencyStatements).values({
    decisionId: decision.id,
    siteId: decision.siteId,
    payload,
    createdAt: decision.createdAt,
  })
}
