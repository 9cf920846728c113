import { idParamSchema } from '@dating/domain/ids'
import type { MessageId } from '@dating/i18n/message-ids'
import type { Api } from '@dating/api-client/calls'
import { photoMaxBytes } from '@dating/domain/own-profile'
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import * as v from 'valibot'
import type { PhotoNotice } from '~/components/PhotoManager.tsx'
import { isApiError } from './api.server.ts'
import { loginIfAuthRequired } from './login-redirect.server.ts'

/**
 * The server half of the PhotoManager: its forms post `intent` upload, main or delete to the
 * page they are on (/profile, /complete-signup), whose action hands them here.
 */
export type PhotoResult = { intent: 'photo' } & PhotoNotice

/** The posted form, a multipart one with the photo held in memory up to the size limit. */
export async function readPhotoPageForm(request: Request): Promise<FormData | 'too_large'> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!contentType.startsWith('multipart/form-data')) return request.formData()
  try {
    return await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: photoMaxBytes }),
    )
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return 'too_large'
    throw error
  }
}

export function photoProblem(problem: {
  message?: string
  messageId?: MessageId
  limitReached?: boolean
}): PhotoResult {
  return {
    intent: 'photo',
    ok: false,
    message: problem.message ?? null,
    messageId: problem.messageId ?? null,
    limitReached: problem.limitReached ?? false,
  }
}

/**
 * Runs the form's photo intent; null when the form holds another intent (or a bad photo id).
 * The api's refusals are thrown: `photoFailure` turns them into what the manager shows.
 */
export async function runPhotoIntent(
  api: Api,
  form: FormData,
): Promise<{ result: PhotoResult; status: number } | null> {
  const intent = form.get('intent')
  if (intent === 'upload') {
    const file = form.get('photo')
    if (!(file instanceof Blob) || file.size === 0) {
      return { result: photoProblem({ messageId: 'ownProfile.photos.missing' }), status: 400 }
    }
    const name = 'name' in file && typeof file.name === 'string' ? file.name : 'photo'
    await api.uploadPhoto(file, name)
    return { result: { intent: 'photo', ok: true, notice: 'uploaded' }, status: 200 }
  }
  const id = v.safeParse(idParamSchema, form.get('id'))
  if (intent === 'main' && id.success) {
    await api.setMainPhoto(id.output)
    return { result: { intent: 'photo', ok: true, notice: 'mainChanged' }, status: 200 }
  }
  if (intent === 'delete' && id.success) {
    await api.deletePhoto(id.output)
    return { result: { intent: 'photo', ok: true, notice: 'deleted' }, status: 200 }
  }
  return null
}

/**
 * An api refusal as the manager's notice (its message is already in the member's language:
 * photo limit, not an image ...); a lost session goes to the login, anything else propagates.
 */
export function photoFailure(
  request: Request,
  error: unknown,
): { result: PhotoResult; status: number } {
  loginIfAuthRequired(request, error)
  if (isApiError(error) && error.status < 500) {
    const result = photoProblem({
      message: error.message,
      limitReached: error.code === 'photo_limit',
    })
    return { result, status: error.status }
  }
  throw error
}
