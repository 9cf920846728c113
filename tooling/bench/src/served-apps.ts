import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { loginCookie, type RunningApi, startSeededApi } from './api.ts'
import {
  freePorts,
  runToCompletion,
  type Started,
  startProcess,
  waitUntilReady,
} from './processes.ts'
import { pnpmCommand, repoRoot } from './workspace.ts'

export const demoFreeMember = { email: 'free.member@example.com', password: 'Demo-password-1' }

export interface ServedApps {
  siteUrl: string
  landersUrl: string
  /** The demo free member's session cookies (`name=value; …`), set by the api. */
  memberCookie: string
  stop: () => Promise<void>
}

const appDirs = { site: join(repoRoot, 'apps', 'site'), landers: join(repoRoot, 'apps', 'landers') }

/** Builds an app that has no production build yet. */
async function ensureBuild(app: keyof typeof appDirs): Promise<void> {
  if (existsSync(join(appDirs[app], 'build', 'server', 'index.js'))) return
  console.log(`\nNo build of @dating/${app} yet: building it …`)
  const pnpm = pnpmCommand()
  await runToCompletion(pnpm.command, [...pnpm.args, '--filter', `@dating/${app}`, 'build'], {
    cwd: repoRoot,
  })
}

/**
 * The site and the landers' production builds under their production servers (as `npm start`
 * runs them), on a seeded throwaway api, each on a free port of the bench's block. Pages are
 * reached at `localhost`, the host a visitor's browser uses. `seededDataDir`: start from a copy
 * of that seeded data directory instead of seeding.
 */
export async function startServedApps(
  options: { seededDataDir?: string } = {},
): Promise<ServedApps> {
  await ensureBuild('site')
  await ensureBuild('landers')
  const [apiPort, sitePort, landersPort] = await freePorts(3)
  if (apiPort === undefined || sitePort === undefined || landersPort === undefined)
    throw new Error('no ports')
  const siteUrl = `http://localhost:${sitePort}`
  const landersUrl = `http://localhost:${landersPort}`
  const started: Started[] = []
  let api: RunningApi | undefined
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()))
    await api?.stop()
  }
  try {
    api = await startSeededApi(apiPort, ['--if-empty'], {
      apiEnv: { PUBLIC_ORIGINS: siteUrl, LANDER_ORIGINS: landersUrl, SITE_URL: siteUrl },
      seededDataDir: options.seededDataDir,
    })
    const env = {
      API_URL: api.baseUrl,
      SITE_URL: siteUrl,
      SITE_PORT: String(sitePort),
      LANDERS_PORT: String(landersPort),
      NODE_ENV: 'production',
    }
    for (const app of ['site', 'landers'] as const) {
      const server = startProcess(app, process.execPath, ['--import', 'tsx', 'server.ts'], {
        cwd: appDirs[app],
        env,
      })
      started.push(server)
      const url = app === 'site' ? `${siteUrl}/robots.txt` : `${landersUrl}/favicon.svg`
      await waitUntilReady(server, url, 60_000)
    }
    const memberCookie = await loginCookie(
      api.baseUrl,
      demoFreeMember.email,
      demoFreeMember.password,
    )
    return { siteUrl, landersUrl, memberCookie, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
