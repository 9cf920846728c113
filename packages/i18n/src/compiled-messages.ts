import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser'
import type { Messages } from './catalogues.ts'

/**
 * Messages parsed to ICU message ASTs. react-intl formats them as it formats strings, without
 * the message parser, which the apps' client builds leave out (decision 036b).
 */
export type CompiledMessages = Record<string, MessageFormatElement[]>

/** A catalogue's messages: strings where the parser is at hand (servers), ASTs in browsers. */
export type CatalogueMessages = Messages | CompiledMessages

/** Parses every message once, as react-intl would at its first use; a broken message throws. */
export function compileMessages(messages: Messages): CompiledMessages {
  const compiled: CompiledMessages = {}
  for (const [key, message] of Object.entries(messages)) {
    try {
      compiled[key] = parse(message)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new SyntaxError(`Message ${key} does not parse: ${reason}`, { cause: error })
    }
  }
  return compiled
}

/**
 * The text of a message that has no arguments, tags or plurals, as written (a string) or parsed;
 * undefined for any other message. For code that must not format, e.g. a failed error page.
 */
export function plainText(
  message: string | MessageFormatElement[] | undefined,
): string | undefined {
  if (typeof message === 'string' || message === undefined) return message
  let text = ''
  for (const element of message) {
    if (element.type !== TYPE.literal) return undefined
    text += element.value
  }
  return text
}
