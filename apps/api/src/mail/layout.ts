/**
 * The one layout of every mail: content blocks in, a text part and an inline-styled HTML part
 * out. All escaping happens here, so templates only ever hand over plain text and urls.
 */
import { escapeHtml, safeUrl } from './html.ts'

export type MailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'action'; label: string; url: string }

export type MailFooter = {
  reason: string
  company: string[]
  support: string
  unsubscribe: { label: string; url: string } | null
}

export type MailLayoutInput = {
  locale: string
  brand: string
  greeting: string
  blocks: MailBlock[]
  /** Shown under an action button: where to paste the link when the button does not work. */
  linkFallback: string
  footer: MailFooter
}

/** The plain text part: what text-only clients and screen readers get. */
export function renderText(input: MailLayoutInput): string {
  const body = input.blocks.map((block) =>
    block.type === 'paragraph' ? block.text : `${block.label}:\n${safeUrl(block.url)}`,
  )
  const footer = [
    input.footer.reason,
    ...(input.footer.unsubscribe
      ? [`${input.footer.unsubscribe.label}: ${safeUrl(input.footer.unsubscribe.url)}`]
      : []),
    input.footer.support,
    input.footer.company.join(', '),
  ]
  return `${[input.greeting, ...body].join('\n\n')}\n\n-- \n${footer.join('\n')}\n`
}

const font = 'font-family:Arial,Helvetica,sans-serif;'

/** The HTML part: one centred column, at most 600 px wide, readable on a phone. */
export function renderHtml(input: MailLayoutInput): string {
  const paragraph = (text: string) =>
    `<p style="${font}font-size:16px;line-height:1.5;color:#222222;margin:0 0 16px;">${escapeHtml(text)}</p>`
  const body = input.blocks
    .map((block) => {
      if (block.type === 'paragraph') return paragraph(block.text)
      const href = escapeHtml(safeUrl(block.url))
      return [
        '<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;"><tr>',
        `<td style="border-radius:6px;background:#c2185b;"><a href="${href}" style="${font}display:inline-block;padding:14px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a></td>`,
        '</tr></table>',
        `<p style="${font}font-size:13px;line-height:1.5;color:#555555;margin:0 0 16px;">${escapeHtml(input.linkFallback)}<br><a href="${href}" style="color:#c2185b;word-break:break-all;">${escapeHtml(safeUrl(block.url))}</a></p>`,
      ].join('')
    })
    .join('\n')
  const small = (html: string) =>
    `<p style="${font}font-size:12px;line-height:1.5;color:#777777;margin:0 0 8px;">${html}</p>`
  const unsubscribe = input.footer.unsubscribe
    ? small(
        `<a href="${escapeHtml(safeUrl(input.footer.unsubscribe.url))}" style="color:#777777;">${escapeHtml(input.footer.unsubscribe.label)}</a>`,
      )
    : ''
  return `<!doctype html>
<html lang="${escapeHtml(input.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(input.brand)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f6;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f4f4f6;">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 24px;border-bottom:1px solid #eeeeee;${font}font-size:22px;font-weight:bold;color:#c2185b;">${escapeHtml(input.brand)}</td></tr>
<tr><td style="padding:24px;">
${paragraph(input.greeting)}
${body}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #eeeeee;">
${small(escapeHtml(input.footer.reason))}
${unsubscribe}
${small(escapeHtml(input.footer.support))}
${small(input.footer.company.map(escapeHtml).join('<br>'))}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}
