import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from './context.ts'
import { ApiError } from './errors.ts'

/** Checks input with a valibot schema; a mismatch is a 400 validation_failed naming the field. */
export function validate<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  fallbackField: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input, { abortEarly: true })
  if (result.success) return result.output
  const field = result.issues[0] ? (v.getDotPath(result.issues[0]) ?? fallbackField) : fallbackField
  throw new ApiError('validation_failed', { field })
}

/** The JSON body of a request (its size was capped by the body-limit middleware). */
export async function readJsonBody<const TSchema extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const text = await c.req.text()
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new ApiError('invalid_json')
  }
  return validate(schema, data, 'body')
}

/** The query string (first value of each name; names the schema does not know are dropped). */
export function readQuery<const TSchema extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: TSchema,
): v.InferOutput<TSchema> {
  return validate(schema, c.req.query(), 'query')
}
