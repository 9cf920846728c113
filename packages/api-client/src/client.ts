import { limits } from '@dating/domain/constants'
import { errorSchema } from '@dating/domain/entities'
import * as v from 'valibot'
import {
  ApiError,
  ApiNetworkError,
  ApiResponseParseError,
  unexpectedResponseCode,
} from './errors.ts'

/** `HeadersInit`, spelled so that it resolves with Node's types as well as the DOM's. */
export type HeaderValues = ConstructorParameters<typeof Headers>[0]

export type Fetch = (input: string, init: RequestInit) => Promise<Response>

export type QueryValue = string | number | boolean | null | undefined

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RetryOptions {
  /** Further attempts after the first one fails; defaults to SPEC §9's 5. */
  retries?: number
  /** Delay before the first retry; each later retry waits twice as long. */
  baseDelayMs?: number
  sleep?: (ms: number) => Promise<void>
}

export interface ApiClientOptions {
  /** Origin of the api, e.g. `http://127.0.0.1:3002`; `''` for same-origin calls in the browser. */
  baseUrl: string
  fetch?: Fetch
  /** Sent with every call, e.g. the incoming Cookie and X-Forwarded-Host in a Remix loader. */
  headers?: HeaderValues | (() => HeaderValues)
  /** Called when a member-only call answers 403 authentication_required (never for user.php). */
  onLogout?: () => void
  retry?: RetryOptions
}

export interface CallOptions {
  /**
   * Sees the final raw response, success or error (not the retried 5xx ones), e.g. to relay
   * its Set-Cookie headers to the browser.
   */
  onResponse?: (response: Response) => void
  headers?: HeaderValues
  signal?: AbortSignal
}

export interface RequestOptions extends CallOptions {
  method?: HttpMethod
  /** Path without query, e.g. `/api/user.php`. */
  path: `/api/${string}`
  query?: Record<string, QueryValue>
  /** Sent as JSON; a FormData is sent as multipart (a file upload). */
  body?: unknown
}

export interface ApiResult<T> {
  data: T
  response: Response
}

export interface ApiClient {
  request<TSchema extends v.GenericSchema>(
    schema: TSchema,
    options: RequestOptions,
  ): Promise<ApiResult<v.InferOutput<TSchema>>>
}

export const defaultRetryBaseDelayMs = 200

/** user.php answers 403 for a visitor who is simply not logged in; that is no logout. */
const pathsWithoutLogout = new Set(['/api/user.php'])

// The contract always sends a message, but a proxy in between may answer with the code alone.
const errorEnvelopeSchema = v.object({
  ...errorSchema.entries,
  message: v.optional(errorSchema.entries.message),
  fields: v.optional(v.record(v.string(), v.string())),
})

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function serializeQuery(query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    params.append(key, String(value))
  }
  const serialized = params.toString()
  return serialized ? `?${serialized}` : ''
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  // Called through a wrapper so the browser's fetch never runs with a foreign `this`.
  const fetchResponse: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const retries = options.retry?.retries ?? limits.retries
  const baseDelayMs = options.retry?.baseDelayMs ?? defaultRetryBaseDelayMs
  const sleep = options.retry?.sleep ?? sleepFor

  function buildHeaders(call: RequestOptions): Headers {
    const shared = typeof options.headers === 'function' ? options.headers() : options.headers
    const headers = new Headers(shared)
    new Headers(call.headers).forEach((value, name) => {
      headers.set(name, value)
    })
    headers.set('accept', 'application/json')
    // fetch writes the multipart boundary into the content type of a FormData body itself.
    if (call.body !== undefined && !(call.body instanceof FormData)) {
      headers.set('content-type', 'application/json')
    }
    return headers
  }

  async function fetchWithRetries(call: RequestOptions, method: HttpMethod): Promise<Response> {
    const url = `${baseUrl}${call.path}${serializeQuery(call.query)}`
    const init: RequestInit = {
      method,
      headers: buildHeaders(call),
      body:
        call.body === undefined || call.body instanceof FormData
          ? call.body
          : JSON.stringify(call.body),
      signal: call.signal,
    }
    for (let attempt = 0; ; attempt++) {
      const retryDelayMs = baseDelayMs * 2 ** attempt
      let response: Response
      try {
        response = await fetchResponse(url, init)
      } catch (error) {
        if (call.signal?.aborted) throw error
        if (attempt >= retries) throw new ApiNetworkError(method, call.path, { cause: error })
        await sleep(retryDelayMs)
        continue
      }
      if (response.status < 500 || attempt >= retries) return response
      // Frees the connection of a body nobody will read; waiting for it gains nothing.
      response.body?.cancel().catch(() => {})
      await sleep(retryDelayMs)
    }
  }

  async function readJson(
    response: Response,
  ): Promise<{ ok: true; json: unknown } | { ok: false; error: unknown }> {
    try {
      return { ok: true, json: JSON.parse(await response.text()) }
    } catch (error) {
      return { ok: false, error }
    }
  }

  return {
    async request(schema, call) {
      const method = call.method ?? 'GET'
      const response = await fetchWithRetries(call, method)
      call.onResponse?.(response)
      const body = await readJson(response)

      if (!response.ok) {
        const envelope = body.ok ? v.safeParse(errorEnvelopeSchema, body.json) : null
        const code = envelope?.success ? envelope.output.error : unexpectedResponseCode
        const message =
          (envelope?.success ? envelope.output.message : undefined) ?? `HTTP ${response.status}`
        if (
          response.status === 403 &&
          code === 'authentication_required' &&
          !pathsWithoutLogout.has(call.path)
        ) {
          options.onLogout?.()
        }
        const fields = envelope?.success ? envelope.output.fields : undefined
        throw new ApiError(response.status, code, message, method, call.path, fields)
      }

      if (!body.ok) throw new ApiResponseParseError(method, call.path, [], { cause: body.error })
      const parsed = v.safeParse(schema, body.json)
      if (!parsed.success) throw new ApiResponseParseError(method, call.path, parsed.issues)
      return { data: parsed.output, response }
    },
  }
}
