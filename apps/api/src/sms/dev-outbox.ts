/**
 * The dev SMS outbox page (GET /dev/sms): a developer tool served only where the dev mailbox is
 * (DEV_MAILBOX=1 without SMTP or an SMS gateway), so its labels are plain English.
 */
import { escapeHtml } from '../mail/html.ts'

export type SmsEntry = { id: number; to: string; kind: string; text: string; sentAt: Date }

export function renderDevSmsOutbox(entries: SmsEntry[], to: string | undefined): string {
  const items = entries
    .map(
      (sms) => `<article>
<p class="meta">To <b>${escapeHtml(sms.to)}</b> · ${escapeHtml(sms.kind)} · <time datetime="${sms.sentAt.toISOString()}">${sms.sentAt.toISOString()}</time></p>
<pre>${escapeHtml(sms.text)}</pre>
</article>`,
    )
    .join('\n')
  const heading = to ? `SMS to ${escapeHtml(to)}` : 'All SMS'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev SMS outbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#222}
article{border:1px solid #ddd;border-radius:6px;padding:.5rem 1rem;margin:0 0 1rem}
.meta{margin:0;color:#555}
pre{white-space:pre-wrap;word-break:break-word;font-size:1.1rem}
</style>
</head>
<body>
<h1>Dev SMS outbox: ${heading} (${entries.length})</h1>
<form method="get" action="/dev/sms"><label>To <input type="tel" name="to" value="${escapeHtml(to ?? '')}"></label> <button>Filter</button> <a href="/dev/sms">All</a></form>
${items || '<p>No SMS yet.</p>'}
</body>
</html>
`
}
