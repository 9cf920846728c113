import type { MessageId } from '@dating/i18n/message-ids'
import * as v from 'valibot'

/** One field's refusal: a catalogue message, or the api's words already in the member's language. */
export type FormError = { messageId: MessageId } | { text: string }

/** Every refusal of a submitted form at once, by field; `form` is the form as a whole. */
export type FormErrors<Field extends string> = Partial<Record<Field | 'form', FormError>>

/**
 * The fields that valibot's issues name, each once, in the order of the issues; issues of
 * fields the form does not know are left out.
 */
export function invalidFields<Field extends string>(
  issues: readonly v.BaseIssue<unknown>[],
  known: (name: string) => name is Field,
): Field[] {
  const fields = new Set<Field>()
  for (const issue of issues) {
    const name = v.getDotPath(issue) ?? ''
    if (known(name)) fields.add(name)
  }
  return [...fields]
}

/** The words of a refusal, or null when the field has none. */
export function formErrorText(
  message: (id: MessageId) => string,
  error: FormError | undefined,
): string | null {
  if (!error) return null
  return 'text' in error ? error.text : message(error.messageId)
}
