/**
 * The dead-letter page (GET /dev/jobs): a developer and operator tool like the dev mailbox, so
 * its few labels are plain English, not catalogue messages (docs/decisions/025-job-queue.md).
 */
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { DeadLetter } from './queue.ts'

export function renderDeadLetters(
  letters: DeadLetter[],
  notice: string | undefined,
): HtmlEscapedString | Promise<HtmlEscapedString> {
  const rows = letters.map(
    (letter) => html`<tr>
<td><code>${letter.queue}</code></td>
<td><time datetime="${letter.failedAt.toISOString()}">${letter.failedAt.toISOString()}</time></td>
<td><pre>${letter.error}</pre></td>
<td><pre>${JSON.stringify(letter.data, null, 1)}</pre></td>
<td><form method="post" action="/dev/jobs/retry"><input type="hidden" name="id" value="${letter.id}"><button>Run again</button></form></td>
</tr>`,
  )
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Jobs: dead letters</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#222}
table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;word-break:break-word;margin:0;font-size:.85rem}
.notice{background:#eef6ee;border:1px solid #9c9;padding:.5rem 1rem}
</style>
</head>
<body>
<h1>Dead letters (${letters.length})</h1>
<p>Jobs that failed on every try. "Run again" sends the job to its queue once more and removes it from this list.</p>
${notice ? html`<p class="notice" role="status">${notice}</p>` : ''}
${
  letters.length
    ? html`<table>
<thead><tr><th>Queue</th><th>Failed at (UTC)</th><th>Error</th><th>Data</th><th></th></tr></thead>
<tbody>${rows}</tbody>
</table>`
    : html`<p>No dead letters.</p>`
}
</body>
</html>
`
}
