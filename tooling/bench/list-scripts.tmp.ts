import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
const [base, path, cookie] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const context = await browser.newContext()
if (cookie)
  for (const pair of cookie.split(';')) {
    const [n, ...v] = pair.trim().split('=')
    await context.addCookies([{ name: n!, value: v.join('='), url: base! }])
  }
const page = await context.newPage()
const bodies = new Map<string, Promise<Buffer | null>>()
const t0 = Date.now()
const when = new Map<string, number>()
page.on('response', (r) => {
  if (r.request().resourceType() === 'script' && !bodies.has(r.url())) {
    when.set(r.url(), Date.now() - t0)
    bodies.set(
      r.url(),
      r.body().catch(() => null),
    )
  }
})
await page.goto(base! + path!, { waitUntil: 'networkidle' })
await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
await page.waitForTimeout(3000)
let total = 0
for (const [url, body] of bodies) {
  const b = await body
  const gz = b ? gzipSync(b, { level: 6 }).length : 0
  total += gz
  console.log(
    (gz / 1024).toFixed(1).padStart(6),
    String(when.get(url)).padStart(6),
    url.replace(base!, ''),
  )
}
console.log('total', (total / 1024).toFixed(1))
await browser.close()
