/**
 * The mails of moderation, each in its recipient's language and on the brand of the case (not
 * the request's: the back office has a host of its own): the statement of reasons (DSA Art.
 * 17), a notice's outcome to its sender (Art. 16(5)), an appeal's outcome (Art. 20(4)), and the
 * end of a suspension pending review.
 */
import { defaultLocale, type Locale, localeFromLanguageTag } from '@dating/domain/locales'
import type { DismissalReason, Restriction } from '@dating/domain/moderation'
import type { AppealKind, AppealOutcome } from '@dating/domain/moderation-queue'
import { eq } from 'drizzle-orm'
import { brandOrigin } from '../brand/public-origin.ts'
import type { AppDeps, Site } from '../http/context.ts'
import { sites } from '../db/schema.ts'
import type { AnsweredReport, RestrictedMember, TakenDecision } from './decide.ts'

type Deps = Required<AppDeps>

export type CaseBrand = { site: Site; origin: string }

/** The brand a case belongs to, with its configured origin for links. */
export async function caseBrand(deps: Deps, siteId: number): Promise<CaseBrand> {
  const [site] = await deps.db.select().from(sites).where(eq(sites.id, siteId))
  if (!site) throw new Error(`No brand ${siteId}`)
  return { site, origin: brandOrigin(site, deps.publicOrigins) }
}

function memberRecipient(member: RestrictedMember & { email: string }) {
  return { email: member.email, userId: member.userId, locale: member.language, name: member.name }
}

/** The statement of reasons; none for a member without an address. */
export async function mailStatement(deps: Deps, brand: CaseBrand, taken: TakenDecision) {
  const { decision, member } = taken
  if (!member.email) return
  const query = new URLSearchParams({ decision: String(decision.id), token: taken.appealToken })
  await deps.mail.send({
    kind: 'statement_of_reasons',
    site: brand.site,
    origin: brand.origin,
    to: memberRecipient({ ...member, email: member.email }),
    data: {
      decisionId: decision.id,
      restriction: decision.restriction,
      ground: decision.ground,
      reason: decision.reason,
      legalReference: decision.legalReference,
      facts: decision.facts,
      automated: decision.automated,
      source: decision.source,
      decidedAt: decision.createdAt.toISOString(),
      endsAt: decision.endsAt?.toISOString() ?? null,
      interim: decision.interim,
      appealUntil: decision.appealUntil.toISOString(),
      appealUrl: `${brand.origin}/appeal?${query}`,
      termsUrl: `${brand.origin}/pages/terms`,
    },
  })
}

/** The sender of a notice; null for a member's report or an anonymous notice. */
function noticeSender(report: AnsweredReport, site: Site) {
  if (report.source !== 'notice' || !report.reporterEmail) return null
  return {
    email: report.reporterEmail,
    userId: null,
    locale: report.reporterLanguage ?? fallbackLocale(site),
    name: report.reporterName ?? '',
  }
}

/** A notice sent before senders' languages were stored: the brand's language. */
function fallbackLocale(site: Site): Locale {
  return localeFromLanguageTag(site.domainLanguage) ?? defaultLocale
}

/** DSA Art. 16(5): the notice's sender learns that the content was restricted. */
export async function mailNoticeRestricted(deps: Deps, brand: CaseBrand, taken: TakenDecision) {
  const sender = taken.report && noticeSender(taken.report, brand.site)
  if (!taken.report || !sender || taken.decision.interim) return
  await deps.mail.send({
    kind: 'notice_outcome',
    site: brand.site,
    origin: brand.origin,
    to: sender,
    data: {
      noticeId: taken.report.id,
      contentUrl: taken.report.contentUrl ?? '',
      decidedAt: taken.decision.createdAt.toISOString(),
      outcome: 'restricted',
      restriction: taken.decision.restriction,
    },
  })
}

/** DSA Art. 16(5) and 20(1): the notice's sender learns of the dismissal and may appeal it. */
export async function mailNoticeDismissed(
  deps: Deps,
  brand: CaseBrand,
  dismissed: {
    report: AnsweredReport
    dismissalId: number
    reason: DismissalReason
    note: string
    decidedAt: Date
    appealUntil: Date
    appealToken: string
  },
) {
  const sender = noticeSender(dismissed.report, brand.site)
  if (!sender) return
  const query = new URLSearchParams({
    notice: String(dismissed.dismissalId),
    token: dismissed.appealToken,
  })
  await deps.mail.send({
    kind: 'notice_outcome',
    site: brand.site,
    origin: brand.origin,
    to: sender,
    data: {
      noticeId: dismissed.report.id,
      contentUrl: dismissed.report.contentUrl ?? '',
      decidedAt: dismissed.decidedAt.toISOString(),
      outcome: 'dismissed',
      reason: dismissed.reason,
      note: dismissed.note,
      appealUntil: dismissed.appealUntil.toISOString(),
      appealUrl: `${brand.origin}/appeal/notice?${query}`,
    },
  })
}

export type AppealMailRecipient = {
  email: string
  userId: number | null
  locale: Locale
  name: string
}

/** DSA Art. 20(4): the appellant learns the outcome. */
export async function mailAppealOutcome(
  deps: Deps,
  brand: CaseBrand,
  to: AppealMailRecipient,
  outcome: {
    appealId: number
    kind: AppealKind
    outcome: AppealOutcome
    restriction: Restriction | null
    note: string
  },
) {
  await deps.mail.send({
    kind: 'appeal_outcome',
    site: brand.site,
    origin: brand.origin,
    to,
    data: outcome,
  })
}

/** A suspension pending review ends: the review found no reason to keep it. */
export async function mailRestrictionLifted(
  deps: Deps,
  brand: CaseBrand,
  member: RestrictedMember,
  lifted: { decisionId: number; restriction: Restriction },
) {
  if (!member.email) return
  await deps.mail.send({
    kind: 'restriction_lifted',
    site: brand.site,
    origin: brand.origin,
    to: memberRecipient({ ...member, email: member.email }),
    data: lifted,
  })
}
