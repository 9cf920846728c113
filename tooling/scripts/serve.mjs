#!/usr/bin/env node
// Seeds the database when it is empty, then runs the api, the site and the landers app.
// Used by `npm start` (after install and build) and by the Playwright web servers.
//   node tooling/scripts/serve.mjs [--apps api,site,landers] [--data-dir DIR]
//        [--api-port 3002] [--site-port 3000] [--landers-port 3001]
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ensurePnpm } from './lib/pnpm.mjs'
import { repoRoot, run, startService, stopAllOnSignals, waitForUrl } from './lib/processes.mjs'

export const demoLogins = ['free.member@example.com', 'premium.member@example.com']
export const demoPassword = 'Demo-password-1'

export async function serve(options) {
  const apps = new Set(options.apps)
  const pnpmBin = await ensurePnpm()
  const pnpmIn = (dir, script, args = []) => [
    pnpmBin,
    '--dir',
    join(repoRoot, dir),
    'run',
    script,
    ...args,
  ]
  const apiUrl = `http://127.0.0.1:${options.apiPort}`
  const siteUrl = `http://localhost:${options.sitePort}`
  const env = {
    DATA_DIR: options.dataDir,
    API_PORT: String(options.apiPort),
    API_URL: apiUrl,
    SITE_PORT: String(options.sitePort),
    SITE_URL: siteUrl,
    LANDERS_PORT: String(options.landersPort),
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // The embedded defaults keep mail in the outbox; the dev mailbox shows it (decision 009).
    DEV_MAILBOX: process.env.DEV_MAILBOX ?? '1',
  }

  stopAllOnSignals()
  await run(process.execPath, pnpmIn('apps/api', 'seed', ['--if-empty']), { env })
  startService('api', process.execPath, pnpmIn('apps/api', 'start'), { env })
  await waitForUrl(`${apiUrl}/api/health`)
  if (apps.has('site'))
    startService('site', process.execPath, pnpmIn('apps/site', 'start'), { env })
  if (apps.has('landers')) {
    startService('landers', process.execPath, pnpmIn('apps/landers', 'start'), { env })
  }
  const urls = [
    ['api', `${apiUrl}/api/health`],
    ['site', siteUrl],
    ['landers', `http://localhost:${options.landersPort}/landers/tinderswipe`],
  ].filter(([name]) => apps.has(name))
  await Promise.all(urls.map(([, url]) => waitForUrl(url)))
  return { urls, sitePort: options.sitePort }
}

export function parseServeArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      apps: { type: 'string', default: 'api,site,landers' },
      'data-dir': { type: 'string', default: process.env.DATA_DIR ?? join(repoRoot, '.data') },
      'api-port': { type: 'string', default: process.env.API_PORT ?? '3002' },
      'site-port': { type: 'string', default: process.env.SITE_PORT ?? '3000' },
      'landers-port': { type: 'string', default: process.env.LANDERS_PORT ?? '3001' },
    },
  })
  return {
    apps: ['api', ...values.apps.split(',').filter((name) => name !== 'api')],
    dataDir: values['data-dir'],
    apiPort: Number(values['api-port']),
    sitePort: Number(values['site-port']),
    landersPort: Number(values['landers-port']),
  }
}

export function printWelcome({ urls, sitePort }) {
  console.log('\nThe product is running:')
  for (const [name, url] of urls) console.log(`  ${name.padEnd(8)} ${url}`)
  console.log(`  second brand (German): http://de.localhost:${sitePort}`)
  console.log(`\nDemo logins (password ${demoPassword}):`)
  for (const email of demoLogins) console.log(`  ${email}`)
  console.log('\nPress Ctrl+C to stop.')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve(parseServeArgs(process.argv.slice(2)))
    .then(printWelcome)
    .catch((error) => {
      console.error(error.message)
      process.exit(1)
    })
}
