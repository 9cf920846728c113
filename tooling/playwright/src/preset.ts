import { existsSync } from 'node:fs'
import { type PlaywrightTestConfig, devices } from '@playwright/test'

/** Debian's chromium, never a downloaded browser (docs/decisions/004-browsers.md). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
  const found = candidates.find((path): path is string => Boolean(path && existsSync(path)))
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (`sudo apt-get install -y chromium`) or set CHROME_PATH.",
    )
  }
  return found
}

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Every test visitor has already answered the site-entry warning (SPEC §2): its dismissal cookie
 * (`hide-site-entry-warning`, @dating/domain/site-entry-warning) for the e2e hosts. The warning's
 * own tests start without it (`test.use({ storageState: noSiteEntryDismissal })`).
 */
export const siteEntryDismissed = {
  cookies: ['localhost', 'de.localhost'].map((domain) => ({
    name: 'hide-site-entry-warning',
    value: '1767225600000',
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
}

export const noSiteEntryDismissal = { cookies: [], origins: [] }

export interface PresetOptions {
  /**
   * Left out: every spec runs at both widths. Given: only these spec files run at 1280 px too
   * (the pages whose layout changes with the width); every spec runs at 375 px.
   */
  desktopOnly?: string[]
}

/** Shared Playwright settings: phone first (375 px) and desktop (1280 px) projects. */
export function playwrightPreset(
  baseURL: string,
  { desktopOnly }: PresetOptions = {},
): PlaywrightTestConfig {
  const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs }
  return {
    testDir: './tests/e2e',
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    reporter: process.env.CI ? 'line' : 'list',
    // The files that take a minute or more are named at the end of a run: where CI's time goes.
    reportSlowTests: { max: 10, threshold: 60_000 },
    // `npm test` runs the journeys beside the unit and api tests on two cores, where the longest
    // (two members, several mailed links) take over a minute.
    timeout: 120_000,
    expect: { timeout: 10_000 },
    use: { baseURL, trace: 'retain-on-failure', launchOptions, storageState: siteEntryDismissed },
    projects: [
      {
        name: 'phone',
        use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, launchOptions },
      },
      {
        name: 'desktop',
        ...(desktopOnly ? { testMatch: desktopOnly } : {}),
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 1280, height: 800 },
          launchOptions,
        },
      },
    ],
  }
}
