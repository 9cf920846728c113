import type * as v from 'valibot'

/** Code used when a failed response carries no `{"error","message"}` envelope. */
export const unexpectedResponseCode = 'unexpected_response'

/**
 * The api answered with an error status. `code` and `message` come from the api's
 * envelope; `message` is already in the request's locale, so the site may show it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly method: string,
    readonly path: string,
    /** `validation_failed`: field name -> message id of what is wrong with it, when given. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message)
  }
}

/**
 * The api answered 2xx with a body that is not JSON or does not fit the expected schema:
 * a contract mismatch between api and client, never something to show the visitor.
 */
export class ApiResponseParseError extends Error {
  override readonly name = 'ApiResponseParseError'

  constructor(
    readonly method: string,
    readonly path: string,
    readonly issues: readonly v.BaseIssue<unknown>[],
    options?: { cause: unknown },
  ) {
    super(
      `Unexpected response from ${method} ${path}: ${issues.length > 0 ? describeIssues(issues) : 'body is not JSON'}`,
      options,
    )
  }
}

/** The api could not be reached, even after every retry. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError'

  constructor(
    readonly method: string,
    readonly path: string,
    options: { cause: unknown },
  ) {
    super(`Could not reach the api for ${method} ${path}`, options)
  }
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const where = issue.path?.map((item) => String(item.key)).join('.') || '(root)'
      return `${where}: ${issue.message}`
    })
    .join('; ')
}
