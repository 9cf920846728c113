import type { MessageValues } from '@dating/i18n/translate'
import type { MailBlock } from '../layout.ts'

/**
 * transactional: about the account itself, always sent. notification: news from the site,
 * not sent while the member's email notifications are disabled (SPEC §4).
 */
export type MailCategory = 'transactional' | 'notification'

/** A catalogue message, formatted in the recipient's locale. */
export type MessageRef = { id: string; values?: MessageValues }

export type TemplateContext = {
  /** The recipient's catalogue. */
  t: (id: string, values?: MessageValues) => string
  /** The brand's mail name (sites.mail_name, else its name). */
  brand: string
}

export type MailContent = { subject: string; blocks: MailBlock[] }

export type MailTemplate<TData> = {
  category: MailCategory
  render: (data: TData, context: TemplateContext) => MailContent
}

export type TemplateData<TTemplate> = TTemplate extends MailTemplate<infer TData> ? TData : never
