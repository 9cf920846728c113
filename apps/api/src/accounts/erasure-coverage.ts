/**
 * What an erasure does to every table of the database (decision 050, docs/security.md lists
 * the same). tests/security/erasure-coverage.test.ts walks the schema and fails on a table
 * missing here, and checks that no row of the erased member is left where this says `deleted`.
 *
 * - `deleted`: the member's rows go (directly, or with the profile by a cascading key);
 * - `anonymised`: the rows stay for the books or a legal record, the listed columns are blanked;
 * - `kept`: the rows stay as they are, holding no personal data beyond the member's id;
 * - `none`: the table holds nothing of members.
 */
export type ErasureRule =
  | { rule: 'deleted' }
  | { rule: 'anonymised'; columns: string[] }
  | { rule: 'kept'; why: string }
  | { rule: 'none' }

export const erasureCoverage: Record<string, ErasureRule> = {
  users: {
    rule: 'anonymised',
    columns: [
      'email',
      'password_hash',
      'network',
      'ref',
      'sub1',
      'sub2',
      'sub3',
      'signup_message',
      'signup_target_profile_id',
      'deletion_note',
    ],
  },
  profiles: { rule: 'deleted' },
  images: { rule: 'deleted' },
  photo_upload_slots: { rule: 'deleted' },
  likes: { rule: 'deleted' },
  swipe_passes: { rule: 'deleted' },
  blocks: { rule: 'deleted' },
  conversations: { rule: 'deleted' },
  conversation_starts: { rule: 'deleted' },
  chat_removals: { rule: 'deleted' },
  messages: { rule: 'deleted' },
  invisible_profiles: { rule: 'deleted' },
  live_events: { rule: 'deleted' },
  sessions: { rule: 'deleted' },
  account_tokens: { rule: 'deleted' },
  discount_codes: { rule: 'deleted' },
  outbox: { rule: 'deleted' },
  rate_events: { rule: 'deleted' },
  push_subscriptions: { rule: 'deleted' },
  notification_queue: { rule: 'deleted' },
  notification_settings: { rule: 'deleted' },
  member_presence: { rule: 'deleted' },
  page_hidden_events: { rule: 'deleted' },
  sms_outbox: { rule: 'deleted' },
  direct_debit_blocks: { rule: 'deleted' },
  direct_debit_codes: { rule: 'anonymised', columns: ['phone', 'code_hash'] },
  direct_debit_mandates: {
    rule: 'anonymised',
    columns: ['account_holder', 'iban', 'street', 'house_number', 'zip', 'city', 'phone'],
  },
  reports: { rule: 'anonymised', columns: ['reporter_name', 'reporter_email'] },
  moderation_appeals: { rule: 'anonymised', columns: ['explanation'] },
  payments: { rule: 'kept', why: 'the books: amounts, package, dates, provider id' },
  credit_ledger: { rule: 'kept', why: 'the books: every credit booked and spent' },
  moderation_decisions: {
    rule: 'kept',
    why: 'the record of a restriction (DSA Art. 17, 24); with the profile they go too',
  },
  active_recipient_months: {
    rule: 'kept',
    why: 'the average monthly recipients the transparency report states (DSA Art. 24(2))',
  },
  transparency_statements: {
    rule: 'kept',
    why: 'statements of reasons as sent to the EU database, which takes no personal data',
  },
  report_dismissals: {
    rule: 'kept',
    why: 'a dismissed report: the address and note of the notice',
  },
  staff_audit_log: { rule: 'kept', why: 'what staff did, append-only (decision 055)' },
  sandbox_payments: { rule: 'none' },
  sites: { rule: 'none' },
  push_keys: { rule: 'none' },
  server_secrets: { rule: 'none' },
  staff: { rule: 'none' },
  staff_roles: { rule: 'none' },
  staff_sessions: { rule: 'none' },
  staff_invitations: { rule: 'none' },
}
