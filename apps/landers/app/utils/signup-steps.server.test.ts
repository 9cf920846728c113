import { describe, expect, it, vi } from 'vitest'
import { landerSignupStepAction } from './signup-steps.server.ts'

const earlier = {
  gender: 'male',
  looking_for: 'female',
  sensitive_consent: 'yes',
  date_of_birth: '1990-04-02',
  name: 'Sam',
}
/** The new member as the api answers a signup. */
const member = {
  id: 7,
  email: 'sam@example.com',
  profile: {
    id: 7,
    name: 'Sam',
    country: 'NL',
    region: 'nl-nh',
    main_image: null,
    age: 36,
    gender: 'male',
    sexuality: 'hetero',
    status: 'active',
    fictional: false,
    image_count: 0,
  },
  credits: 0,
  paid_user: false,
  language: 'en',
  signup_date: '2026-11-29T10:00:00Z',
  status: 'not_confirmed',
  notifications_disabled: [],
  unread_messages: 0,
  new_likes: 0,
  credit_price: null,
  withdrawal: null,
}
const lastStep = { signup_step: '3', ...earlier, email: 'sam@example.com', password: 'long-pass-1' }

function post(entries: Record<string, string>, query = ''): Request {
  const body = new URLSearchParams(entries)
  return new Request(`http://127.0.0.1:4611/signup${query}`, { method: 'POST', body })
}

/**
 * A fake api: POST /api/signup.php answers `status` with `body` (and a session cookie when it
 * succeeds); every other call answers 404, so the page's settings are not known.
 */
function apiAnswering(status: number, body: unknown) {
  return vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input)
    if (!url.includes('/api/signup.php'))
      return Response.json({ error: 'not_found' }, { status: 404 })
    const headers = new Headers({ 'content-type': 'application/json' })
    if (status < 300) headers.append('set-cookie', 'sid=new-session; Path=/; HttpOnly')
    return new Response(JSON.stringify(body), { status, headers })
  })
}

const signupCalls = (fetch: ReturnType<typeof apiAnswering>) =>
  fetch.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).includes('/api/signup.php'),
  )

/** The body of a `data()` answer: Remix's single fetch keeps it on `data`. */
const answer = (result: unknown) =>
  (result as { data: unknown; init: { status?: number } | null }).data

describe('landerSignupStepAction', () => {
  it('answers a passing step with the next one, without creating an account', async () => {
    const fetch = apiAnswering(500, {})
    const result = await landerSignupStepAction(
      post({ signup_step: '0', gender: 'male', looking_for: 'female', sensitive_consent: 'yes' }),
      fetch,
    )
    expect(answer(result)).toMatchObject({ start: { step: 1, errors: {} }, failed: false })
    expect(signupCalls(fetch)).toHaveLength(0)
  })

  it('creates the account with the landing tracking and hands over with its session', async () => {
    const fetch = apiAnswering(201, { user: member, activation_pending: true })
    const result = await landerSignupStepAction(post(lastStep, '?network=aff1&sub3=c'), fetch)
    expect(result).toBeInstanceOf(Response)
    const response = result as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/signup/continue')
    expect(response.headers.getSetCookie()).toContain('sid=new-session; Path=/; HttpOnly')
    const [call] = signupCalls(fetch)
    const [request, init] = call ?? ['', undefined]
    const sent = JSON.parse(
      request instanceof Request ? await request.text() : String(init?.body ?? '{}'),
    )
    expect(sent).toMatchObject({
      email: 'sam@example.com',
      tracking: { network: 'aff1', sub3: 'c' },
    })
    expect(sent).not.toHaveProperty('time_zone')
  })

  it('shows an email the api already knows on the last step, without the password', async () => {
    const fetch = apiAnswering(409, { error: 'email_taken', message: 'email_taken' })
    const result = await landerSignupStepAction(post(lastStep), fetch)
    const posted = answer(result) as { start: { values: Record<string, string> } }
    expect(posted).toMatchObject({
      start: { step: 3, errors: { email: { id: 'signup.error.emailTaken' } } },
    })
    expect(posted.start.values).not.toHaveProperty('password')
  })
})
