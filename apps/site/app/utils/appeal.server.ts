import { createModerationCalls } from '@dating/api-client/moderation-calls'
import { json } from '@remix-run/node'
import type { AppealActionData } from '~/components/moderation/AppealForm.tsx'
import { apiFor, isApiError } from './api.server.ts'
import { loginIfAuthRequired } from './login-redirect.server.ts'

type ModerationCalls = ReturnType<typeof createModerationCalls>

/**
 * The action of an appeal page: a form that failed its check answers the explanation's error,
 * the api's refusals answer as the form's alert, and an appeal sent answers what it was about.
 */
export async function answerAppeal<Input, Sent>(
  request: Request,
  parsed: { success: true; output: Input } | { success: false },
  send: (calls: ModerationCalls, input: Input) => Promise<Sent>,
) {
  if (!parsed.success) {
    return json<AppealActionData<Sent>>({ explanationError: true, refusal: null }, { status: 400 })
  }
  const { client, responseHeaders } = apiFor(request)
  try {
    const sent = await send(createModerationCalls(client), parsed.output)
    return json<AppealActionData<Sent>>({ sent }, { headers: responseHeaders })
  } catch (error) {
    loginIfAuthRequired(request, error)
    if (isApiError(error) && error.status < 500) {
      return json<AppealActionData<Sent>>(
        { explanationError: false, refusal: error.message },
        { status: error.status, headers: responseHeaders },
      )
    }
    throw error
  }
}
