import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from './context.ts'
import { ApiError } from './errors.ts'

/**
 * C0 control characters and DEL, but tab, line feed and carriage return, which multi-line text
 * (messages, notes, profile texts) keeps. PostgreSQL refuses NUL in text (a 500 before); none of
 * the others belongs in anything a member types (decision 050).
 */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) {
      return true
    }
  }
  return false
}

/** The dotted path of the first string inside `value` holding a control character, or null. */
function controlCharacterPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, path ? `${path}.${index}` : String(index))
      if (found !== null) return found
    }
    return null
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterPath(item, path ? `${path}.${key}` : key)
      if (found !== null) return found
    }
  }
  return null
}

/**
 * The one piece every input passes (`validate` below): a string anywhere in the input with a
 * control character fails, whatever the field's own schema says.
 */
export const withoutControlCharacters = v.rawCheck<unknown>(({ dataset, addIssue }) => {
  if (!dataset.typed) return
  const path = controlCharacterPath(dataset.value, '')
  if (path !== null) {
    const [first, ...rest] = path.split('.').map(
      (key): v.IssuePathItem => ({
        type: 'object',
        origin: 'value',
        input: dataset.value as Record<string, unknown>,
        key,
        value: undefined,
      }),
    )
    addIssue({ message: 'control character', path: first ? [first, ...rest] : undefined })
  }
})

/** Checks input with a valibot schema; a mismatch is a 400 validation_failed naming the field. */
export function validate<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  fallbackField: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(v.pipe(v.unknown(), withoutControlCharacters), input)
  if (!result.success) {
    const issue = result.issues[0]
    throw new ApiError('validation_failed', {
      field: (issue && v.getDotPath(issue)) || fallbackField,
    })
  }
  const checked = v.safeParse(schema, input, { abortEarly: true })
  if (checked.success) return checked.output
  const field = checked.issues[0]
    ? (v.getDotPath(checked.issues[0]) ?? fallbackField)
    : fallbackField
  throw new ApiError('validation_failed', { field })
}

/**
 * A form body (urlencoded or multipart): one that cannot be parsed (a multipart without its
 * boundary) is a 400, not a 500.
 */
export async function readFormBody(
  c: Context<AppEnv>,
): Promise<Awaited<ReturnType<Context<AppEnv>['req']['parseBody']>>> {
  try {
    return await c.req.parseBody()
  } catch {
    throw new ApiError('bad_request')
  }
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
