/**
 * Transparency (decision 057): the numbers of a brand's moderation per period that DSA Art. 15
 * and 24 ask for, as a report and a CSV, and each statement of reasons in the shape the EU's
 * DSA Transparency Database takes (Art. 24(5)), stored for submission.
 */
import * as v from 'valibot'
import { idParamSchema } from './ids.ts'
import {
  type DecisionGround,
  type DecisionSource,
  isoDaySchema,
  type Restriction,
} from './moderation.ts'
import type { ReportReason } from './profile-attributes.ts'

/** GET /api/moderation/transparency.php: a brand and a period of whole UTC days, both included. */
export const transparencyQuerySchema = v.pipe(
  v.object({
    site: idParamSchema,
    from: isoDaySchema,
    to: isoDaySchema,
    format: v.optional(v.picklist(['json', 'csv']), 'json'),
  }),
  v.forward(
    v.check((query) => query.from <= query.to),
    ['to'],
  ),
)

/** Counts by key; every key of the enumeration is present, zero included. */
const counts = v.record(v.string(), v.number())

export const transparencyReportSchema = v.object({
  site_id: v.number(),
  brand: v.string(),
  from: v.string(),
  to: v.string(),
  /** Art. 15(1)(b): notices received, by the kind of illegal content alleged. */
  notices: v.object({ total: v.number(), anonymous: v.number(), by_reason: counts }),
  member_reports: v.object({ total: v.number(), by_reason: counts }),
  /** Art. 15(1)(c), 17: restrictions, by kind, ground, source and whether automated. */
  decisions: v.object({
    total: v.number(),
    by_restriction: counts,
    by_ground: counts,
    by_source: counts,
    automated: v.number(),
    interim: v.number(),
  }),
  /** Reports answered without a restriction. */
  dismissals: v.object({ total: v.number(), by_reason: counts }),
  /** Art. 15(1)(b): median hours from a report's arrival to its decision or dismissal. */
  median_hours_to_decision: v.nullable(v.number()),
  /** Art. 15(1)(d): complaints through the internal system, by outcome. */
  appeals: v.object({
    received: v.number(),
    by_status: counts,
    median_hours_to_outcome: v.nullable(v.number()),
  }),
  /** Art. 24(2): members seen on the brand per calendar month of the period, averaged. */
  average_monthly_active_recipients: v.number(),
  /** Statements of reasons stored for the EU database in the period. */
  statements: v.number(),
})
export type TransparencyReport = v.InferOutput<typeof transparencyReportSchema>
export const transparencyResponseSchema = v.object({ report: transparencyReportSchema })

/** The report as CSV rows `section,key,value` (RFC 4180, one header line). */
export function transparencyCsv(report: TransparencyReport): string {
  const rows: [string, string, string | number][] = [
    ['period', 'brand', report.brand],
    ['period', 'from', report.from],
    ['period', 'to', report.to],
    ['notices', 'total', report.notices.total],
    ['notices', 'anonymous', report.notices.anonymous],
    ...entries('notices_by_reason', report.notices.by_reason),
    ['member_reports', 'total', report.member_reports.total],
    ...entries('member_reports_by_reason', report.member_reports.by_reason),
    ['decisions', 'total', report.decisions.total],
    ...entries('decisions_by_restriction', report.decisions.by_restriction),
    ...entries('decisions_by_ground', report.decisions.by_ground),
    ...entries('decisions_by_source', report.decisions.by_source),
    ['decisions', 'automated', report.decisions.automated],
    ['decisions', 'interim', report.decisions.interim],
    ['dismissals', 'total', report.dismissals.total],
    ...entries('dismissals_by_reason', report.dismissals.by_reason),
    ['timing', 'median_hours_to_decision', report.median_hours_to_decision ?? ''],
    ['appeals', 'received', report.appeals.received],
    ...entries('appeals_by_status', report.appeals.by_status),
    ['appeals', 'median_hours_to_outcome', report.appeals.median_hours_to_outcome ?? ''],
    ['recipients', 'average_monthly_active', report.average_monthly_active_recipients],
    ['statements', 'stored', report.statements],
  ]
  return ['section,key,value', ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n')
}

function entries(section: string, counts: Record<string, number>): [string, string, number][] {
  return Object.entries(counts).map(([key, value]) => [section, key, value])
}

function csvCell(value: string | number): string {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The median of `values`, or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * A statement of reasons as the DSA Transparency Database's API takes it
 * (POST https://transparency.dsa.ec.europa.eu/api/v1/statement). Never names the member.
 */
export type TransparencyStatement = {
  decision_visibility?: (
    | 'DECISION_VISIBILITY_CONTENT_REMOVED'
    | 'DECISION_VISIBILITY_CONTENT_DISABLED'
  )[]
  end_date_visibility_restriction?: string | null
  decision_account?: 'DECISION_ACCOUNT_SUSPENDED'
  end_date_account_restriction?: string | null
  account_type: 'ACCOUNT_TYPE_PRIVATE'
  decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT' | 'DECISION_GROUND_INCOMPATIBLE_CONTENT'
  decision_ground_reference_url?: string
  illegal_content_legal_ground?: string
  illegal_content_explanation?: string
  incompatible_content_ground?: string
  incompatible_content_explanation?: string
  incompatible_content_illegal?: 'Yes' | 'No'
  category: string
  content_type: ('CONTENT_TYPE_IMAGE' | 'CONTENT_TYPE_TEXT')[]
  content_date: string
  application_date: string
  territorial_scope: string[]
  decision_facts: string
  source_type: 'SOURCE_ARTICLE_16' | 'SOURCE_TYPE_OTHER_NOTIFICATION' | 'SOURCE_VOLUNTARY'
  automated_detection: 'Yes' | 'No'
  automated_decision: 'AUTOMATED_DECISION_FULLY' | 'AUTOMATED_DECISION_NOT_AUTOMATED'
  puid: string
}

/** The EU database's category for each report reason. */
export const statementCategories: Record<ReportReason, string> = {
  fake_profile: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
  inappropriate_photos: 'STATEMENT_CATEGORY_PORNOGRAPHY_OR_SEXUALIZED_CONTENT',
  harassment: 'STATEMENT_CATEGORY_ILLEGAL_OR_HARMFUL_SPEECH',
  spam: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
  underage: 'STATEMENT_CATEGORY_PROTECTION_OF_MINORS',
  child_sexual_abuse: 'STATEMENT_CATEGORY_PROTECTION_OF_MINORS',
  other: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
}

/** EU member states the database accepts in `territorial_scope`. */
const euCountries = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
])

export type StatementFacts = {
  decisionId: number
  /** The brand's domain, so the identifier stays unique across brands. */
  domain: string
  restriction: Restriction
  ground: DecisionGround
  reason: ReportReason
  legalReference: string | null
  facts: string
  automated: boolean
  source: DecisionSource
  decidedAt: Date
  endsAt: Date | null
  /** When the restricted content (or account) was created. */
  contentCreatedAt: Date
  /** The brand's countries (ISO 3166-1 alpha-2). */
  countries: readonly string[]
  termsUrl: string
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/** The statement of reasons of one decision, for the EU database. */
export function transparencyStatement(facts: StatementFacts): TransparencyStatement {
  const endsOn = facts.endsAt ? day(facts.endsAt) : null
  const restriction: Partial<TransparencyStatement> =
    facts.restriction === 'account_suspended'
      ? { decision_account: 'DECISION_ACCOUNT_SUSPENDED', end_date_account_restriction: endsOn }
      : {
          decision_visibility: [
            facts.restriction === 'profile_hidden'
              ? 'DECISION_VISIBILITY_CONTENT_DISABLED'
              : 'DECISION_VISIBILITY_CONTENT_REMOVED',
          ],
          end_date_visibility_restriction: endsOn,
        }
  const ground: Partial<TransparencyStatement> =
    facts.ground === 'illegal'
      ? {
          decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT',
          illegal_content_legal_ground: facts.legalReference ?? '',
          illegal_content_explanation: facts.facts.slice(0, 2000),
        }
      : {
          decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
          decision_ground_reference_url: facts.termsUrl,
          incompatible_content_ground: 'Terms and conditions, section 5 (rules of conduct)',
          incompatible_content_explanation: facts.facts.slice(0, 2000),
          incompatible_content_illegal: 'No',
        }
  const contentType: TransparencyStatement['content_type'] =
    facts.restriction === 'photo_removed'
      ? ['CONTENT_TYPE_IMAGE']
      : facts.restriction === 'message_removed'
        ? ['CONTENT_TYPE_TEXT']
        : ['CONTENT_TYPE_TEXT', 'CONTENT_TYPE_IMAGE']
  return {
    ...restriction,
    account_type: 'ACCOUNT_TYPE_PRIVATE',
    decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    ...ground,
    category: statementCategories[facts.reason],
    content_type: contentType,
    content_date: day(facts.contentCreatedAt),
    application_date: day(facts.decidedAt),
    territorial_scope: facts.countries.filter((country) => euCountries.has(country)),
    decision_facts: facts.facts.slice(0, 5000),
    source_type:
      facts.source === 'notice'
        ? 'SOURCE_ARTICLE_16'
        : facts.source === 'member'
          ? 'SOURCE_TYPE_OTHER_NOTIFICATION'
          : 'SOURCE_VOLUNTARY',
    automated_detection: facts.automated ? 'Yes' : 'No',
    automated_decision: facts.automated
      ? 'AUTOMATED_DECISION_FULLY'
      : 'AUTOMATED_DECISION_NOT_AUTOMATED',
    puid: `${facts.domain}-decision-${facts.decisionId}`,
  }
}
