import { acceptsJson, sentJson } from '../http/request.ts'
import { Hono } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../http/context.ts'
import { ApiError } from '../http/errors.ts'
import { readFormBody, readJsonBody, readQuery, validate } from '../http/input.ts'
import { originCheck } from '../http/middleware.ts'
import { renderDeadLetters } from './dev-page.ts'

const deadLetterLimit = 200
const retryForm = v.object({ id: v.pipe(v.string(), v.uuid()) })
const pageQuery = v.object({ retried: v.optional(v.picklist(['1', '0'])) })

function queueOf(deps: AppEnv['Variables']['deps']) {
  if (!deps.devPages || !deps.jobs) throw new ApiError('not_found')
  return deps.jobs
}

/**
 * GET /dev/jobs lists the dead letters (JSON with `Accept: application/json`); POST
 * /dev/jobs/retry sends one to its queue again. Served like the dev mailbox, before the brand
 * is resolved (the queue serves every brand), so the POST checks the origin itself.
 */
export const jobsDevRoutes = new Hono<AppEnv>()
  .get('/dev/jobs', async (c) => {
    const letters = await queueOf(c.var.deps).deadLetters(deadLetterLimit)
    const { retried } = readQuery(c, pageQuery)
    c.header('Cache-Control', 'no-store')
    if (acceptsJson(c)) {
      return c.json(
        letters.map((letter) => ({
          id: letter.id,
          queue: letter.queue,
          data: letter.data,
          error: letter.error,
          failed_at: letter.failedAt.toISOString(),
        })),
      )
    }
    const notice =
      retried === '1'
        ? 'Sent to its queue again.'
        : retried === '0'
          ? 'That dead letter was already sent again or is gone.'
          : undefined
    return c.html(renderDeadLetters(letters, notice))
  })
  .post('/dev/jobs/retry', originCheck(), async (c) => {
    const jobs = queueOf(c.var.deps)
    const isJson = sentJson(c)
    const { id } = isJson
      ? await readJsonBody(c, retryForm)
      : validate(retryForm, await readFormBody(c), 'id')
    const retried = await jobs.retryDeadLetter(id)
    if (isJson) {
      if (!retried) throw new ApiError('not_found')
      return c.json({ ok: true })
    }
    return c.redirect(`/dev/jobs?retried=${retried ? 1 : 0}`, 303)
  })
