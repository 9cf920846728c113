import { countAllScripts } from './all-scripts.ts'
import { budgets } from './budgets.ts'
import { benchLighthouse, lighthousePages } from './lighthouse.ts'
import { startServedApps } from './served-apps.ts'
import { formatTable, kilobytes } from './table.ts'

/**
 * The production builds as a browser gets them: every script a first visit downloads until the
 * network is quiet, per page of the budget table, and Lighthouse's mobile performance on five
 * pages (unless `lighthouse` is false).
 */
export async function benchBrowserPages(options: { lighthouse: boolean }): Promise<void> {
  console.log('\nStarting the site and the landers (production builds) on a seeded api …')
  const apps = await startServedApps()
  try {
    const { counts, missing } = await countAllScripts(apps)
    console.log(
      '\nEvery script a first visit downloads until the network is quiet (Chromium, gzip level 6):',
    )
    console.log(
      formatTable(
        ['app', 'page', 'url', 'files', 'raw', 'gzipped', 'budget'],
        counts.map((count) => [
          count.visit.app,
          count.visit.page,
          count.url,
          count.files,
          kilobytes(count.bytes),
          kilobytes(count.gzipBytes),
          `${budgets[count.visit.app].maxAllScriptsKilobytes} KB`,
        ]),
      ),
    )
    for (const visit of missing) console.log(`  not counted: ${visit.app} ${visit.page}`)
    if (options.lighthouse) {
      const profile = counts.find((count) => count.visit.page === '/members/:id')
      await benchLighthouse(lighthousePages(apps, profile?.url ?? '/members/2100'))
    }
  } finally {
    await apps.stop()
  }
}
