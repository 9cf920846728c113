/**
 * Background and scheduled work on pg-boss, in the api's own database
 * (docs/decisions/025-job-queue.md). A job is a named function of JSON data; every api process
 * works every queue, and a job runs in one process at a time (SKIP LOCKED), a schedule sends
 * one job per matching minute whatever the number of processes. A run that throws is retried;
 * after the last try its data and error land in the queue's dead letters (`/dev/jobs`, the
 * `jobs` command).
 */
import PgBoss from 'pg-boss'
import type { SqlExecutor } from '../db/client.ts'

export type JobData = Record<string, unknown>

export type JobRun = {
  id: string
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number
}

export type JobDefinition<T extends JobData = JobData> = {
  /** Letters, digits and hyphens, e.g. `account-erasure`. */
  name: string
  /** Answers a line to log (a string) or nothing; throws to fail the run (and be retried). */
  run: (data: T, job: JobRun) => Promise<unknown>
  /** Five-field cron in UTC, e.g. `17 * * * *`: one job per matching minute, `{}` as data. */
  cron?: string
  /** Tries after the first one (default 2). */
  retries?: number
  /** Seconds before the first retry (default 60); each further retry waits about twice as long. */
  retryDelaySeconds?: number
  /** A run still going after this long is failed and retried (default 15 minutes). */
  timeoutSeconds?: number
  /**
   * `standard`: every enqueued job runs. `stately`: at most one waiting and one running job of
   * this queue in the whole deployment; enqueueing while one waits is a no-op (for "run it
   * soon" kinds of jobs such as delivering the mail outbox or the erasure).
   */
  policy?: 'standard' | 'stately'
}

export type EnqueueOptions = {
  /** Run no earlier than this many seconds from now. */
  delaySeconds?: number
  /** Jobs with the same key are one job while waiting (per key, not per queue). */
  key?: string
}

export type DeadLetter = {
  id: string
  /** The queue whose job failed for good. */
  queue: string
  data: JobData
  error: string
  failedAt: Date
}

export type JobQueue = {
  /** Answers the job id, or null when an equal job (same key, or a stately queue) waits. */
  enqueue: (name: string, data?: JobData, options?: EnqueueOptions) => Promise<string | null>
  /** Newest first. */
  deadLetters: (limit?: number) => Promise<DeadLetter[]>
  /**
   * Files work that failed for good outside a job run (a mail refused with 5xx) as a dead letter
   * of the queue `name`, with `error` as its reason.
   */
  bury: (name: string, data: JobData, error: string) => Promise<void>
  /** Sends a dead letter's data to its queue again; false when no such dead letter is left. */
  retryDeadLetter: (id: string) => Promise<boolean>
  /** Stops taking jobs and waits (up to `timeoutMs`) for the running ones. */
  stop: (timeoutMs?: number) => Promise<void>
}

/** How often the queue looks for work; tests shorten them. */
export type JobIntervals = {
  pollSeconds: number
  cronCheckSeconds: number
}

export type JobQueueOptions = {
  execute: SqlExecutor
  jobs: JobDefinition[]
  log?: (line: string) => void
  intervals?: Partial<JobIntervals>
  /**
   * false: only enqueue and read dead letters (the `jobs` command); no workers, schedules or
   * maintenance in this process. Default true.
   */
  work?: boolean
}

const defaultIntervals: JobIntervals = { pollSeconds: 2, cronCheckSeconds: 30 }
const deadLetterSuffix = '.dead-letters'
/**
 * A job may wait this long to run; pg-boss keeps its dead letter twice as long (60 days) for
 * someone to look at it.
 */
const retentionDays = 30
const jobName = /^[a-z0-9]+(-[a-z0-9]+)*$/

const deadLetterQueueOf = (name: string) => `${name}${deadLetterSuffix}`

/**
 * Creates (or updates) the queues of `jobs`, their schedules and dead-letter queues, and starts
 * working them in this process.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const log = options.log ?? ((line: string) => console.log(line))
  const intervals = { ...defaultIntervals, ...options.intervals }
  const names = new Set<string>()
  for (const job of options.jobs) {
    if (!jobName.test(job.name)) throw new Error(`Job names are kebab-case, got "${job.name}"`)
    if (names.has(job.name)) throw new Error(`Job "${job.name}" is defined twice`)
    names.add(job.name)
  }
  const work = options.work ?? true
  const statements = trackedStatements(options.execute)
  const db = { executeSql: statements.execute }
  const onError = (error: unknown) => console.error('jobs: the queue reported an error', error)

  // Queues and schedules first, in an instance that does nothing else: the working instance
  // looks at the schedules as soon as it starts, and would otherwise find none on a new
  // database until its next look (30 s later).
  const setup = new PgBoss({ db, supervise: false, schedule: false })
  setup.on('error', onError)
  await setup.start()
  for (const job of options.jobs) {
    const deadLetters = deadLetterQueueOf(job.name)
    await ensureQueue(setup, { name: deadLetters })
    await ensureQueue(setup, {
      name: job.name,
      policy: job.policy ?? 'standard',
      retryLimit: job.retries ?? 2,
      retryDelay: job.retryDelaySeconds ?? 60,
      retryBackoff: true,
      expireInSeconds: job.timeoutSeconds ?? 15 * 60,
      retentionDays,
      deadLetter: deadLetters,
    })
  }
  if (!work) return jobQueue(setup, options.execute, names, log, statements.close)

  for (const job of options.jobs) {
    if (job.cron) await setup.schedule(job.name, job.cron, {}, { tz: 'UTC' })
  }
  // A job taken off the list no longer sends itself to a queue nobody works.
  for (const { name } of await setup.getSchedules()) {
    if (!names.has(name)) await setup.unschedule(name)
  }
  await setup.stop({ graceful: false, close: false })

  const boss = new PgBoss({
    db,
    cronMonitorIntervalSeconds: intervals.cronCheckSeconds,
    cronWorkerIntervalSeconds: Math.min(intervals.cronCheckSeconds, 5),
    pollingIntervalSeconds: intervals.pollSeconds,
  })
  boss.on('error', onError)
  await boss.start()
  for (const job of options.jobs) {
    await boss.work<JobData>(
      job.name,
      { includeMetadata: true, pollingIntervalSeconds: intervals.pollSeconds },
      async ([run]) => {
        if (!run) return
        const line = await job.run(run.data ?? {}, { id: run.id, attempt: run.retryCount + 1 })
        if (typeof line === 'string' && line) log(line)
      },
    )
  }
  return jobQueue(boss, options.execute, names, log, statements.close)
}

/**
 * pg-boss's statements, kept while under way: its workers mark a finished job done or failed
 * without awaiting that statement, and its timers may fire once more after `stop` answered. So
 * `stop` waits for the statements under way and then `close`s: a later statement answers no
 * rows without touching the database, which the caller may close right after.
 */
function trackedStatements(execute: SqlExecutor) {
  const underWay = new Set<Promise<unknown>>()
  let closed = false
  return {
    execute: (text: string, values: unknown[]) => {
      if (closed) return Promise.resolve({ rows: [] })
      const statement = execute(text, values)
      underWay.add(statement)
      const forget = () => underWay.delete(statement)
      statement.then(forget, forget)
      return statement
    },
    close: async () => {
      while (underWay.size > 0) await Promise.allSettled([...underWay])
      closed = true
    },
  }
}

function jobQueue(
  boss: PgBoss,
  execute: SqlExecutor,
  names: Set<string>,
  log: (line: string) => void,
  closeStatements: () => Promise<void>,
): JobQueue {
  return {
    enqueue: async (name, data = {}, enqueueOptions = {}) => {
      if (!names.has(name)) throw new Error(`No job "${name}" is defined`)
      return boss.send(name, data, {
        startAfter: enqueueOptions.delaySeconds,
        singletonKey: enqueueOptions.key,
      })
    },
    deadLetters: (limit = 100) => listDeadLetters(execute, limit),
    bury: async (name, data, error) => {
      if (!names.has(name)) throw new Error(`No job "${name}" is defined`)
      const id = await boss.send(deadLetterQueueOf(name), data)
      if (!id) return
      await execute('UPDATE pgboss.job SET output = $1::jsonb WHERE id = $2::uuid', [
        JSON.stringify({ message: error }),
        id,
      ])
    },
    retryDeadLetter: async (id) => {
      const letter = await takeDeadLetter(execute, id)
      if (!letter) return false
      await boss.send(letter.queue, letter.data)
      log(`jobs: dead letter ${id} of ${letter.queue} sent again`)
      return true
    },
    stop: async (timeoutMs = 10_000) => {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs })
      await closeStatements()
    },
  }
}

/** createQueue leaves an existing queue as it is; the update applies changed options. */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  await boss.createQueue(queue.name, queue)
  await boss.updateQueue(queue.name, queue)
}

type DeadLetterRow = {
  id: string
  name: string
  data: JobData | null
  output: { message?: unknown; stack?: unknown } | null
  created_on: Date | string
}

function toDeadLetter(row: DeadLetterRow): DeadLetter {
  const message = row.output?.message ?? row.output?.stack ?? row.output
  return {
    id: row.id,
    queue: row.name.slice(0, -deadLetterSuffix.length),
    data: row.data ?? {},
    error: typeof message === 'string' ? message : JSON.stringify(message ?? null),
    failedAt: new Date(row.created_on),
  }
}

/** Dead letters of every queue, also of jobs no longer defined (they still want a look). */
async function listDeadLetters(execute: SqlExecutor, limit: number): Promise<DeadLetter[]> {
  const { rows } = await execute(
    `SELECT id, name, data, output, created_on FROM pgboss.job
     WHERE name LIKE $1 AND state = 'created'
     ORDER BY created_on DESC LIMIT $2`,
    [`%${deadLetterSuffix}`, limit],
  )
  return (rows as DeadLetterRow[]).map(toDeadLetter)
}

/** Removes a dead letter and answers it, so two operators retrying at once send it once. */
async function takeDeadLetter(execute: SqlExecutor, id: string): Promise<DeadLetter | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null
  const { rows } = await execute(
    `DELETE FROM pgboss.job WHERE id = $1::uuid AND name LIKE $2 AND state = 'created'
     RETURNING id, name, data, output, created_on`,
    [id, `%${deadLetterSuffix}`],
  )
  const [row] = rows as DeadLetterRow[]
  return row ? toDeadLetter(row) : null
}
