/**
 * What the apps' browser code uses of react-intl (decisions 036e, 082): the site's and the
 * landers' client builds resolve `react-intl` here (`@dating/vite/client-browser-intl`), so
 * every page loads about 7 KB less than with react-intl,
 * @formatjs/intl and intl-messageformat, which bring formatters nobody calls here (numbers,
 * relative times, durations, display names, ranges) and the formatting of string messages the
 * browser never gets (decision 036b). The server keeps react-intl. Messages format chunk for
 * chunk as there (`formatCompiledMessage`), with react-intl's fallbacks and keys, so hydration
 * finds the server's text; `browser-intl.test.ts` renders every message of every catalogue
 * both ways and fails when code starts using a part of react-intl this module does not answer.
 */
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  type ReactNode,
  useContext,
  useMemo,
} from 'react'
import { formatCompiledMessage } from './format-compiled-message.ts'

type Messages = Record<string, unknown>
type TagFunction = (chunks: ReactNode[]) => ReactNode
type MessageValue = string | number | boolean | Date | null | undefined | ReactNode | TagFunction
type MessageValues = Record<string, MessageValue>

interface MessageDescriptor {
  id: string
  defaultMessage?: string
  description?: string
}

interface IntlConfig {
  locale: string
  defaultLocale?: string
  messages?: Messages
}

export interface IntlShape {
  locale: string
  defaultLocale: string
  messages: Messages
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string & ReactNode
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string
  formatTime(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string
  formatList(values: readonly string[], options?: Intl.ListFormatOptions): string
}

/** Chunks with index keys, as react-intl gives them (`toKeyedReactNodeArray`): they keep their order. */
function keyedChunks(chunks: ReactNode): ReactNode[] {
  return Children.toArray(chunks).map((chunk, index) =>
    isValidElement(chunk) ? <Fragment key={index}>{chunk}</Fragment> : chunk,
  )
}

function withKeyedTags(values: MessageValues | undefined): MessageValues | undefined {
  if (!values) return values
  const keyed: MessageValues = {}
  for (const [name, value] of Object.entries(values)) {
    keyed[name] =
      typeof value === 'function' ? (parts: ReactNode[]) => value(keyedChunks(parts)) : value
  }
  return keyed
}

const timeFields = ['hour', 'minute', 'second', 'timeStyle', 'dateStyle'] as const

function toDate(value: Date | number | string): Date | number {
  return typeof value === 'string' ? new Date(value || 0) : value
}

/** An intl object with react-intl's answers for the calls the apps make in the browser. */
export function createIntl({ locale, defaultLocale = 'en', messages = {} }: IntlConfig): IntlShape {
  function formatMessage({ id, defaultMessage }: MessageDescriptor, values?: MessageValues) {
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined
    if (Array.isArray(message) && message.length > 0) {
      try {
        const chunks = formatCompiledMessage<ReactNode>(message, locale, withKeyedTags(values))
        return Array.isArray(chunks) ? keyedChunks(chunks) : chunks
      } catch {
        // As react-intl: the default message, else the id.
      }
    }
    // Without the parser a default message cannot be formatted; react-intl then shows it as is.
    return defaultMessage ?? id
  }

  function formatDateTime(
    value: Date | number | string,
    options: Intl.DateTimeFormatOptions,
    kind: 'date' | 'time',
  ) {
    const date = toDate(value)
    const withTime =
      kind === 'time' && !timeFields.some((field) => options[field])
        ? { ...options, hour: 'numeric', minute: 'numeric' }
        : options
    try {
      return new Intl.DateTimeFormat(locale, withTime as Intl.DateTimeFormatOptions).format(date)
    } catch {
      return String(date)
    }
  }

  return {
    locale,
    defaultLocale,
    messages,
    formatMessage: formatMessage as IntlShape['formatMessage'],
    formatDate: (value, options = {}) => formatDateTime(value, options, 'date'),
    formatTime: (value, options = {}) => formatDateTime(value, options, 'time'),
    formatList: (values, options = {}) => {
      try {
        return new Intl.ListFormat(locale, options).format(values)
      } catch {
        return values.join(', ')
      }
    },
  }
}

const IntlContext = createContext<IntlShape | null>(null)

export function IntlProvider({ children, ...config }: IntlConfig & { children?: ReactNode }) {
  const { locale, defaultLocale, messages } = config
  const intl = useMemo(
    () => createIntl({ locale, defaultLocale, messages }),
    [locale, defaultLocale, messages],
  )
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext)
  if (!intl) throw new Error('useIntl needs an IntlProvider above it')
  return intl
}

export function FormattedMessage({
  id,
  defaultMessage,
  values,
}: MessageDescriptor & { values?: MessageValues }) {
  return <>{useIntl().formatMessage({ id, defaultMessage }, values)}</>
}
