/**
 * The dead letters for operators, where /dev/jobs is not served (docs/decisions/025-job-queue.md):
 *   pnpm --filter @dating/api run jobs dead-letters
 *   pnpm --filter @dating/api run jobs retry <id>
 * Opens the database the way the api does; a PGlite folder only while the api is stopped.
 */
import { openConfiguredDatabase } from '../db/open.ts'
import { PgliteBusyError } from '../db/pglite-lock.ts'
import { EnvError, readEnv } from '../env.ts'
import { startJobQueue } from './queue.ts'

const usage = 'usage: jobs dead-letters | jobs retry <id>'

async function main(args: string[]): Promise<number> {
  const [command, id] = args
  if (!(command === 'dead-letters' && !id) && !(command === 'retry' && id)) {
    console.error(usage)
    return 2
  }
  const database = await openConfiguredDatabase(readEnv(), 'jobs command')
  try {
    const queue = await database.exclusive('job-queue-setup', () =>
      startJobQueue({ execute: database.executeOnQueueTables, jobs: [], work: false }),
    )
    try {
      if (command === 'retry') {
        const sent = await queue.retryDeadLetter(id as string)
        if (!sent) console.error(`jobs: no dead letter ${id}`)
        return sent ? 0 : 1
      }
      const letters = await queue.deadLetters(1000)
      for (const letter of letters) {
        console.log(
          `${letter.id}  ${letter.failedAt.toISOString()}  ${letter.queue}  ${letter.error}\n  data: ${JSON.stringify(letter.data)}`,
        )
      }
      console.log(`${letters.length} dead letter(s)`)
      return 0
    } finally {
      await queue.stop()
    }
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof EnvError || error instanceof PgliteBusyError
    console.error(known ? error.message : error)
    process.exit(1)
  },
)
