import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { createDatabase, type SqlExecutor } from '../src/db/client.ts'
import { type JobDefinition, type JobQueue, startJobQueue } from '../src/jobs/queue.ts'
import {
  type Api,
  type BackendName,
  backends,
  json,
  openTestDatabase,
  startApi,
  type TestDatabase,
} from './harness.ts'
import { until } from './until.ts'

const fast = { pollSeconds: 0.5, cronCheckSeconds: 1 }

/**
 * The minutes a schedule sent its job for: pg-boss sends a schedule's job through its send-it
 * queue with the schedule's name as key, one per minute (singleton_on).
 */
async function scheduledMinutes(execute: SqlExecutor, name: string) {
  const { rows } = await execute(
    `SELECT count(*)::int AS sends, count(DISTINCT singleton_on)::int AS minutes
     FROM pgboss.job WHERE name = '__pgboss__send-it' AND singleton_key = $1`,
    [name],
  )
  return rows[0] as { sends: number; minutes: number }
}

/**
 * Waits until pg-boss has looked at the schedules `looks` more times: each look first stamps
 * `cron_on` (at most once per cron interval, whichever queue looks), then sends what is due.
 */
async function scheduleLooks(execute: SqlExecutor, looks: number) {
  const stamp = async () => {
    const { rows } = await execute(
      'SELECT extract(epoch FROM cron_on)::text AS at FROM pgboss.version',
    )
    return (rows[0] as { at: string | null }).at
  }
  const seen = new Set([await stamp()])
  await until(async () => {
    seen.add(await stamp())
    return seen.size > looks
  })
}

describe.each(backends)('job queue on %s', (backend: BackendName) => {
  let database: TestDatabase
  let queue: JobQueue
  const runs: { job: string; data: unknown; attempt: number }[] = []
  const lines: string[] = []

  const jobs: JobDefinition[] = [
    {
      name: 'greeting',
      run: async (data, job) => {
        runs.push({ job: 'greeting', data, attempt: job.attempt })
        return `greeted ${String(data.name)}`
      },
    },
    {
      name: 'flaky',
      retries: 2,
      retryDelaySeconds: 0,
      run: async (data, job) => {
        runs.push({ job: 'flaky', data, attempt: job.attempt })
        if (data.fixed !== true) throw new Error(`flaky failed on try ${job.attempt}`)
      },
    },
    {
      name: 'tick',
      cron: '* * * * *',
      policy: 'stately',
      run: async (data, job) => {
        runs.push({ job: 'tick', data, attempt: job.attempt })
      },
    },
  ]

  beforeAll(async () => {
    database = await openTestDatabase(backend)
    queue = await startJobQueue({
      execute: database.execute,
      jobs,
      log: (line) => lines.push(line),
      intervals: fast,
    })
  })
  afterAll(async () => {
    await queue?.stop()
    await database?.close()
    await database?.drop()
  })

  it('runs an enqueued job once with its data and logs its answer', async () => {
    const id = await queue.enqueue('greeting', { name: 'Ada' })
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await until(() => lines.includes('greeted Ada'))
    expect(runs.filter((run) => run.job === 'greeting')).toEqual([
      { job: 'greeting', data: { name: 'Ada' }, attempt: 1 },
    ])
  })

  it('refuses a job nobody defined', async () => {
    await expect(queue.enqueue('nobody-works-this')).rejects.toThrow('No job "nobody-works-this"')
  })

  it('retries a failing job, then keeps it as a dead letter that can run again', async () => {
    await queue.enqueue('flaky', { order: 7 })
    const [letter] = await until(async () => {
      const letters = await queue.deadLetters()
      return letters.length > 0 ? letters : undefined
    })
    expect(runs.filter((run) => run.job === 'flaky').map((run) => run.attempt)).toEqual([1, 2, 3])
    expect(letter).toMatchObject({
      queue: 'flaky',
      data: { order: 7 },
      error: 'flaky failed on try 3',
    })
    expect(letter?.failedAt).toBeInstanceOf(Date)

    // Sent again (here with a fix in the data the handler looks at, as an operator would
    // after fixing the cause): it runs once more and leaves the dead letters.
    const id = letter?.id as string
    await database.execute(`UPDATE pgboss.job SET data = data || '{"fixed": true}' WHERE id = $1`, [
      id,
    ])
    expect(await queue.retryDeadLetter(id)).toBe(true)
    expect(await queue.retryDeadLetter(id)).toBe(false)
    expect(await queue.deadLetters()).toEqual([])
    await until(() => runs.filter((run) => run.job === 'flaky').length === 4)
    expect(runs.at(-1)).toMatchObject({ data: { order: 7, fixed: true }, attempt: 1 })
    expect(await queue.retryDeadLetter('not-a-uuid')).toBe(false)
  })

  it('runs a scheduled job once for each minute it matched', async () => {
    await until(() => runs.some((run) => run.job === 'tick'))
    // Later looks at the schedule in the same minute send nothing.
    await scheduleLooks(database.execute, 3)
    const { sends, minutes } = await scheduledMinutes(database.execute, 'tick')
    expect(sends).toBe(minutes)
    const ticks = await until(() => {
      const done = runs.filter((run) => run.job === 'tick')
      return done.length === minutes ? done : undefined
    })
    expect(ticks[0]).toEqual({ job: 'tick', data: {}, attempt: 1 })
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('two job queues on one PostgreSQL database', () => {
  let database: TestDatabase
  const queues: JobQueue[] = []

  beforeAll(async () => {
    database = await openTestDatabase('postgres')
  })
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()))
    await database?.close()
    await database?.drop()
  })

  it('run each scheduled minute once and each job in one of them', async () => {
    const runs: string[] = []
    const jobsOf = (owner: string): JobDefinition[] => [
      { name: 'tick', cron: '* * * * *', run: async () => void runs.push(`tick by ${owner}`) },
      { name: 'work', run: async (data) => void runs.push(`work ${data.n} by ${owner}`) },
    ]
    // Each queue has its own connections, as two api processes would.
    const second = await createDatabase({ url: database.url, migrate: false })
    try {
      queues.push(
        await startJobQueue({ execute: database.execute, jobs: jobsOf('a'), intervals: fast }),
        await startJobQueue({ execute: second.execute, jobs: jobsOf('b'), intervals: fast }),
      )
      for (let n = 0; n < 10; n += 1) await queues[n % 2]?.enqueue('work', { n })
      await until(() => runs.filter((run) => run.startsWith('work')).length === 10)
      await until(() => runs.some((run) => run.startsWith('tick')))
      // Both go on looking at the schedule; the looks of either in the same minute send nothing.
      await scheduleLooks(database.execute, 4)
      const { sends, minutes } = await scheduledMinutes(database.execute, 'tick')
      expect(sends).toBe(minutes)
      await until(() => runs.filter((run) => run.startsWith('tick')).length === minutes)
      const worked = runs.filter((run) => run.startsWith('work')).map((run) => run.split(' ')[1])
      expect(worked.sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
    } finally {
      await Promise.all(queues.splice(0).map((queue) => queue.stop()))
      await second.close()
    }
  })
})

describe.each(backends)('dead letters at /dev/jobs on %s', (backend: BackendName) => {
  let api: Api
  let queue: JobQueue

  beforeAll(async () => {
    api = await startApi(backend, async (_db, execute) => {
      queue = await startJobQueue({
        execute,
        jobs: [
          { name: 'doomed', retries: 0, run: async () => Promise.reject(new Error('<b>no</b>')) },
        ],
        intervals: fast,
        log: () => {},
      })
      return { jobs: queue, devPages: true }
    })
  })
  afterAll(() => api?.stop())

  it('lists them as a page and as JSON, and sends one again by a POST', async () => {
    await queue.enqueue('doomed', { member: 12 })
    const [letter] = await until(async () => {
      const letters = await queue.deadLetters()
      return letters.length ? letters : undefined
    })
    const page = await api.request('/dev/jobs')
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const body = await page.text()
    expect(body).toContain('Dead letters (1)')
    expect(body).toContain('&lt;b&gt;no&lt;/b&gt;')
    expect(body).not.toContain('<b>no</b>')

    const listed = await api.request('/dev/jobs', { headers: { accept: 'application/json' } })
    expect(await listed.json()).toEqual([
      {
        id: letter?.id,
        queue: 'doomed',
        data: { member: 12 },
        error: '<b>no</b>',
        failed_at: letter?.failedAt.toISOString(),
      },
    ])

    const foreign = await api.request('/dev/jobs/retry', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `id=${letter?.id}`,
    })
    expect(foreign.status).toBe(403)
    const bad = await api.request('/dev/jobs/retry', { method: 'POST', ...json({ id: 'x' }) })
    expect(bad.status).toBe(400)

    const retried = await api.request('/dev/jobs/retry', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${letter?.id}`,
    })
    expect(retried.status).toBe(303)
    expect(retried.headers.get('location')).toBe('/dev/jobs?retried=1')
    const again = await api.request('/dev/jobs/retry', {
      method: 'POST',
      ...json({ id: letter?.id }),
    })
    expect(again.status).toBe(404)
  })

  it('answers 404 when dev pages are off', async () => {
    const off = createApp({ db: api.db, media: api.media, jobs: queue, log: () => {} })
    expect((await off.request('/dev/jobs')).status).toBe(404)
    expect((await off.request('/dev/jobs/retry', { method: 'POST' })).status).toBe(404)
  })
})
