import { ApiError } from '@dating/api-client/errors'
import { describe, expect, it, vi } from 'vitest'
import { spendLinkToken } from './link-token.server.ts'

const token = 'A'.repeat(43)
const refusal = (status: number, code: string) =>
  new ApiError(status, code, `message of ${code}`, 'POST', '/api/activate.php')

describe('spendLinkToken', () => {
  it('hands a well-formed token to the api and returns its answer', async () => {
    const call = vi.fn(async (valid: string) => `spent ${valid.length}`)
    expect(await spendLinkToken(token, call)).toEqual({ ok: true, token, value: 'spent 43' })
    expect(call).toHaveBeenCalledWith(token)
  })

  it('refuses a malformed or missing token without asking the api', async () => {
    const call = vi.fn(async () => 'spent')
    expect(await spendLinkToken('short', call)).toEqual({ ok: false, refusal: null })
    expect(await spendLinkToken(null, call)).toEqual({ ok: false, refusal: null })
    expect(call).not.toHaveBeenCalled()
  })

  it('returns any 4xx of the api as the refusal by default', async () => {
    const error = refusal(400, 'activation_failed')
    const link = await spendLinkToken(token, () => Promise.reject(error))
    expect(link).toEqual({ ok: false, refusal: error })
  })

  it('lets server errors and refusals the route does not expect propagate', async () => {
    const failing = refusal(503, 'unavailable')
    await expect(spendLinkToken(token, () => Promise.reject(failing))).rejects.toBe(failing)
    const unexpected = refusal(403, 'authentication_required')
    await expect(
      spendLinkToken(
        token,
        () => Promise.reject(unexpected),
        (error) => error.code === 'link_invalid',
      ),
    ).rejects.toBe(unexpected)
  })
})
