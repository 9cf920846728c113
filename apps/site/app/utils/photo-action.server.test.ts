import type { Api } from '@dating/api-client/calls'
import { ApiError } from '@dating/api-client/errors'
import { describe, expect, it, vi } from 'vitest'
import { photoFailure, runPhotoIntent } from './photo-action.server.ts'

function fakeApi() {
  return {
    uploadPhoto: vi.fn(async () => ({})),
    setMainPhoto: vi.fn(async () => ({})),
    deletePhoto: vi.fn(async () => ({})),
  }
}

function form(entries: Record<string, string | Blob>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.append(name, value)
  return data
}

describe('runPhotoIntent', () => {
  it('uploads the chosen file under its name', async () => {
    const api = fakeApi()
    const file = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' })
    const outcome = await runPhotoIntent(
      api as unknown as Api,
      form({ intent: 'upload', photo: file }),
    )
    expect(outcome).toEqual({
      result: { intent: 'photo', ok: true, notice: 'uploaded' },
      status: 200,
    })
    expect(api.uploadPhoto).toHaveBeenCalledWith(expect.any(Blob), 'me.jpg')
  })

  it('asks for a file when none was chosen, without calling the api', async () => {
    const api = fakeApi()
    const empty = new File([], '', { type: 'application/octet-stream' })
    const outcome = await runPhotoIntent(
      api as unknown as Api,
      form({ intent: 'upload', photo: empty }),
    )
    expect(outcome?.status).toBe(400)
    expect(outcome?.result).toMatchObject({ ok: false, messageId: 'ownProfile.photos.missing' })
    expect(api.uploadPhoto).not.toHaveBeenCalled()
  })

  it('makes a photo the main one or deletes it by its id', async () => {
    const api = fakeApi()
    const main = await runPhotoIntent(api as unknown as Api, form({ intent: 'main', id: '12' }))
    const gone = await runPhotoIntent(api as unknown as Api, form({ intent: 'delete', id: '13' }))
    expect(main?.result).toMatchObject({ ok: true, notice: 'mainChanged' })
    expect(gone?.result).toMatchObject({ ok: true, notice: 'deleted' })
    expect(api.setMainPhoto).toHaveBeenCalledWith(12)
    expect(api.deletePhoto).toHaveBeenCalledWith(13)
  })

  it('leaves other intents and malformed ids to the page', async () => {
    const api = fakeApi()
    expect(await runPhotoIntent(api as unknown as Api, form({ intent: 'save' }))).toBeNull()
    expect(
      await runPhotoIntent(api as unknown as Api, form({ intent: 'delete', id: '0' })),
    ).toBeNull()
    expect(
      await runPhotoIntent(api as unknown as Api, form({ intent: 'main', id: '1e3' })),
    ).toBeNull()
    expect(api.deletePhoto).not.toHaveBeenCalled()
    expect(api.setMainPhoto).not.toHaveBeenCalled()
  })
})

describe('photoFailure', () => {
  const request = new Request('http://localhost/complete-signup')
  const apiError = (status: number, code: string) =>
    new ApiError(status, code, `message of ${code}`, 'POST', '/api/photo.php')

  it('shows the api message of a refusal, and whether the photo limit was reached', () => {
    expect(photoFailure(request, apiError(409, 'photo_limit'))).toEqual({
      result: {
        intent: 'photo',
        ok: false,
        message: 'message of photo_limit',
        messageId: null,
        limitReached: true,
      },
      status: 409,
    })
    expect(photoFailure(request, apiError(400, 'not_an_image')).result).toMatchObject({
      limitReached: false,
    })
  })

  it('sends a visitor whose session ended to the login, back to this page', () => {
    let thrown: unknown
    try {
      photoFailure(request, apiError(403, 'authentication_required'))
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(Response)
    expect((thrown as Response).headers.get('location')).toBe(
      '/login?redirectTo=%2Fcomplete-signup',
    )
  })

  it('lets server failures propagate', () => {
    const failure = apiError(502, 'bad_gateway')
    expect(() => photoFailure(request, failure)).toThrow(failure)
  })
})
