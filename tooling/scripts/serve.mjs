#!/usr/bin/env node
// Seeds the database when it is empty, then runs the api, the site, the landers app and the
// back office. Used by `npm start` (after install and build), by the Playwright web servers,
// and with `dev: true` by `npm run dev` (api under tsx watch, the Remix apps on Vite's dev
// server).
//   node tooling/scripts/serve.mjs [--apps api,site,landers,backoffice] [--data-dir DIR]
//        [--api-port 3002] [--site-port 3000] [--landers-port 3001] [--backoffice-port 3003]
import './lib/node-version.mjs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ensurePnpm } from './lib/pnpm.mjs'
import {
  ensurePortsFree,
  repoRoot,
  run,
  startService,
  stopAll,
  stopAllOnSignals,
  waitForUrl,
} from './lib/processes.mjs'

export const demoLogins = ['free.member@example.com', 'premium.member@example.com']
/** The seeded staff of the back office (apps/api/src/seed/staff.ts). */
export const demoStaffLogins = [
  ['admin@example.com', 'administrator of both brands'],
  ['moderator@example.com', 'moderator of Flirtwave'],
]
export const demoPassword = 'Demo-password-1'

/** The ports `apps` listen on, with the variable that moves each. */
export function portsOf(apps, options) {
  return [
    { name: 'api', port: options.apiPort, variable: 'API_PORT' },
    { name: 'site', port: options.sitePort, variable: 'SITE_PORT' },
    { name: 'landers', port: options.landersPort, variable: 'LANDERS_PORT' },
    { name: 'backoffice', port: options.backofficePort, variable: 'BACKOFFICE_PORT' },
  ].filter(({ name }) => apps.has(name))
}

export async function serve(options) {
  const apps = new Set(options.apps)
  await ensurePortsFree(portsOf(apps, options))
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
  const backofficeUrl = `http://localhost:${options.backofficePort}`
  const env = {
    DATA_DIR: options.dataDir,
    API_PORT: String(options.apiPort),
    API_URL: apiUrl,
    SITE_PORT: String(options.sitePort),
    SITE_URL: siteUrl,
    LANDERS_PORT: String(options.landersPort),
    BACKOFFICE_PORT: String(options.backofficePort),
    // Staff invitations link to the back office (decision 055).
    BACKOFFICE_URL: backofficeUrl,
    NODE_ENV: options.dev ? 'development' : (process.env.NODE_ENV ?? 'production'),
    // The brands' public origins: mailed links and redirects point there (decision 012).
    PUBLIC_ORIGINS: `${siteUrl},http://de.localhost:${options.sitePort}`,
    // The landers app whose login links the site binds to the browser (decision 032b).
    LANDER_ORIGINS: `http://localhost:${options.landersPort}`,
    // The embedded defaults keep mail in the outbox; the dev mailbox shows it (decision 009).
    DEV_MAILBOX: process.env.DEV_MAILBOX ?? '1',
  }

  await run(process.execPath, pnpmIn('apps/api', 'seed', ['--if-empty']), { env })
  const script = options.dev ? 'dev' : 'start'
  startService('api', process.execPath, pnpmIn('apps/api', script), { env })
  await waitForUrl(`${apiUrl}/api/health`)
  for (const name of ['site', 'landers']) {
    if (apps.has(name))
      startService(name, process.execPath, pnpmIn(`apps/${name}`, script), { env })
  }
  if (apps.has('backoffice')) {
    // Its own host: the back office is no brand, so its public origin is its own (decision 055).
    startService('backoffice', process.execPath, pnpmIn('apps/backoffice', script), {
      env: { ...env, PUBLIC_ORIGINS: backofficeUrl },
    })
  }
  const urls = [
    ['api', `${apiUrl}/api/health`],
    ['site', siteUrl],
    ['landers', `http://localhost:${options.landersPort}/landers/tinderswipe`],
    ['backoffice', `${backofficeUrl}/login`],
  ].filter(([name]) => apps.has(name))
  await Promise.all(urls.map(([, url]) => waitForUrl(url)))
  return { urls, sitePort: options.sitePort, backoffice: apps.has('backoffice') }
}

export function parseServeArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      apps: { type: 'string', default: 'api,site,landers,backoffice' },
      'data-dir': { type: 'string', default: process.env.DATA_DIR ?? join(repoRoot, '.data') },
      'api-port': { type: 'string', default: process.env.API_PORT ?? '3002' },
      'site-port': { type: 'string', default: process.env.SITE_PORT ?? '3000' },
      'landers-port': { type: 'string', default: process.env.LANDERS_PORT ?? '3001' },
      'backoffice-port': { type: 'string', default: process.env.BACKOFFICE_PORT ?? '3003' },
    },
  })
  return {
    apps: ['api', ...values.apps.split(',').filter((name) => name !== 'api')],
    dataDir: values['data-dir'],
    apiPort: Number(values['api-port']),
    sitePort: Number(values['site-port']),
    landersPort: Number(values['landers-port']),
    backofficePort: Number(values['backoffice-port']),
  }
}

export function printWelcome({ urls, sitePort, backoffice }, { dev = false } = {}) {
  console.log(`\nThe product is running${dev ? ' in development mode' : ''}:`)
  for (const [name, url] of urls) console.log(`  ${name.padEnd(10)} ${url}`)
  console.log(`  second brand (German): http://de.localhost:${sitePort}`)
  console.log(`\nDemo logins (password ${demoPassword}):`)
  for (const email of demoLogins) console.log(`  ${email}`)
  if (backoffice) {
    console.log(`\nBack office staff (same password):`)
    for (const [email, role] of demoStaffLogins) console.log(`  ${email}  (${role})`)
  }
  if (dev) {
    console.log(
      '\nEdits reload by themselves: the api restarts (tsx watch), the pages update in place (Vite HMR).',
    )
  }
  console.log('\nPress Ctrl+C to stop.')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  stopAllOnSignals()
  serve(parseServeArgs(process.argv.slice(2)))
    .then(printWelcome)
    .catch((error) => {
      console.error(error.message)
      stopAll(1)
    })
}
