import type { Locale } from '@dating/domain/locales'
import { translatorFor } from '@dating/i18n/translate'
import type { Site } from '../http/context.ts'
import { type MailLayoutInput, renderHtml, renderText } from './layout.ts'
import { type MailData, type MailKind, mailTemplates } from './templates.ts'
import type { MailTemplate } from './templates/template.ts'

export type MailBrand = Pick<
  Site,
  | 'name'
  | 'mailName'
  | 'supportEmail'
  | 'companyName'
  | 'companyAddress'
  | 'companyCity'
  | 'companyCountry'
  | 'companyKvk'
>

export type RenderMailInput<K extends MailKind> = {
  kind: K
  data: MailData[K]
  locale: Locale
  brand: MailBrand
  /** The member's profile name; empty for a plain greeting. */
  recipientName: string
  /** The one-click unsubscribe url (null when the mail is not to a member). */
  unsubscribeUrl: string | null
}

export type RenderedMail = {
  subject: string
  text: string
  html: string
  /** Extra headers for the message: List-Unsubscribe and List-Unsubscribe-Post. */
  headers: Record<string, string>
}

/** A mail of one kind in the recipient's locale, with the brand and the company footer. */
export function renderMail<K extends MailKind>(input: RenderMailInput<K>): RenderedMail {
  const t = translatorFor(input.locale)
  const brandName = input.brand.mailName || input.brand.name
  // TypeScript cannot pair a kind's template with that kind's data through the lookup.
  const template = mailTemplates[input.kind] as MailTemplate<MailData[K]>
  const content = template.render(input.data, { t, brand: brandName })
  const { brand } = input
  const layout: MailLayoutInput = {
    locale: input.locale,
    brand: brandName,
    greeting: input.recipientName
      ? t('mail.greeting', { name: input.recipientName })
      : t('mail.greetingPlain'),
    blocks: content.blocks,
    linkFallback: t('mail.linkFallback'),
    footer: {
      reason: t('mail.footer.reason', { brand: brandName }),
      company: [
        brand.companyName,
        brand.companyAddress,
        `${brand.companyCity}, ${t(`country.${brand.companyCountry}`)}`,
        t('mail.footer.kvk', { kvk: brand.companyKvk }),
      ],
      support: t('mail.footer.support', { email: brand.supportEmail }),
      unsubscribe: input.unsubscribeUrl
        ? { label: t('mail.footer.unsubscribe'), url: input.unsubscribeUrl }
        : null,
    },
  }
  const mailto = `mailto:${brand.supportEmail}?subject=unsubscribe`
  const headers: Record<string, string> = input.unsubscribeUrl
    ? {
        'List-Unsubscribe': `<${input.unsubscribeUrl}>, <${mailto}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : { 'List-Unsubscribe': `<${mailto}>` }
  return {
    // A line break in a header would start a new one.
    subject: content.subject.replace(/[\r\n]+/g, ' ').trim(),
    text: renderText(layout),
    html: renderHtml(layout),
    headers,
  }
}
