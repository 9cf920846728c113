/** The api's dev mailbox (decision 009) as the journeys read it, and addresses for new members. */
import { expect } from '@playwright/test'

export type DevMail = {
  id: number
  to: string
  subject: string
  kind: string
  text: string
  html: string
  sent_at: string
}

/**
 * The newest mail of `kind` sent to `to`, read from the dev mailbox of the api at `apiUrl`;
 * waits for it, since mail is sent while the page moves on.
 */
export async function latestMailAt(apiUrl: string, to: string, kind: string): Promise<DevMail> {
  let found: DevMail | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${apiUrl}/dev/mail?to=${encodeURIComponent(to)}`, {
          headers: { accept: 'application/json' },
        })
        const mails = (await response.json()) as DevMail[]
        found = mails.find((mail) => mail.kind === kind)
        return found !== undefined
      },
      { message: `a ${kind} mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true)
  return found as DevMail
}

/** The first link of a mail's text whose path is `path`, as path and query. */
export function mailLink(mail: DevMail, path: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0])
    if (url.pathname === path) return `${url.pathname}${url.search}`
  }
  throw new Error(`No ${path} link in the ${mail.kind} mail to ${mail.to}`)
}

/** An address nobody used yet in this run. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`
}
