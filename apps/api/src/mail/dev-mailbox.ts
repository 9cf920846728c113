/**
 * The dev mailbox page (GET /dev/mail): a developer tool, never served in production
 * (docs/decisions/009-mail.md), so its few labels are plain English, not catalogue messages.
 */
import { escapeHtml } from './html.ts'

export type MailboxEntry = {
  id: number
  to: string
  subject: string
  kind: string
  text: string
  sentAt: Date
}

/** Text made HTML-safe with its http(s) urls turned into links. */
export function linkifiedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)
}

export function renderDevMailbox(entries: MailboxEntry[], to: string | undefined): string {
  const items = entries
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <b>${escapeHtml(mail.to)}</b> · ${escapeHtml(mail.kind)} · <time datetime="${mail.sentAt.toISOString()}">${mail.sentAt.toISOString()}</time> · <a href="/dev/mail/${mail.id}">HTML part</a></p>
<details open><summary>Text part</summary><pre>${linkifiedText(mail.text)}</pre></details>
</article>`,
    )
    .join('\n')
  const heading = to ? `Mail to ${escapeHtml(to)}` : 'All mail'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#222}
article{border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:0 0 1rem}
h2{font-size:1.1rem;margin:0 0 .25rem}
.meta{margin:0 0 .5rem;color:#555}
pre{white-space:pre-wrap;word-break:break-word;background:#f6f6f6;padding:.75rem}
form{margin:0 0 1rem}
</style>
</head>
<body>
<h1>Dev mailbox: ${heading} (${entries.length})</h1>
<form method="get" action="/dev/mail"><label>To <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button> <a href="/dev/mail">All</a></form>
${items || '<p>No mail yet.</p>'}
</body>
</html>
`
}
