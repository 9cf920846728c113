/**
 * Formats a parsed ICU message (decision 036b: the browser gets catalogues as ASTs) as
 * intl-messageformat's `format` does, chunk for chunk, for the element kinds the catalogues
 * use: text, arguments, numbers, dates and times with a named style, select, plural, `#` and
 * tags. A skeleton style (`::`) is refused; `browser-intl.test.ts` formats every message of
 * every catalogue both ways.
 */

/** The parser's element types (its `TYPE` enum). */
const ElementType = {
  literal: 0,
  argument: 1,
  number: 2,
  date: 3,
  time: 4,
  select: 5,
  plural: 6,
  pound: 7,
  tag: 8,
} as const

interface MessageElement {
  type: (typeof ElementType)[keyof typeof ElementType]
  value: string
  style?: unknown
  options?: Record<string, { value: MessageElement[] }>
  offset?: number
  pluralType?: Intl.PluralRuleType
  children?: MessageElement[]
}

type Chunk<T> = string | T
type TagFunction<T> = (chunks: Chunk<T>[]) => Chunk<T> | Chunk<T>[]
export type MessageValues<T> = Record<string, unknown | TagFunction<T>>

/** intl-messageformat's named styles. */
const namedStyles: Record<'number' | 'date' | 'time', Record<string, object>> = {
  number: {
    integer: { maximumFractionDigits: 0 },
    currency: { style: 'currency' },
    percent: { style: 'percent' },
  },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object | undefined,
  create: () => F,
): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = create()
    formatters.set(key, formatter)
  }
  return formatter as F
}

const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options))
const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached('dateTime', locale, options, () => new Intl.DateTimeFormat(locale, options))
const pluralRules = (locale: string, options: Intl.PluralRulesOptions) =>
  cached('plural', locale, options, () => new Intl.PluralRules(locale, options))

function styleOptions(kind: 'number' | 'date' | 'time', style: unknown): object | undefined {
  if (style === null || style === undefined)
    return kind === 'time' ? namedStyles.time.medium : undefined
  if (typeof style === 'string') return namedStyles[kind][style]
  throw new Error(`Unsupported ${kind} skeleton in a message`)
}

interface Part<T> {
  literal: boolean
  value: Chunk<T>
}

const hasOwn = (object: object, key: string) => Object.hasOwn(object, key)

function optionFor(element: MessageElement, key: string) {
  const options = element.options ?? {}
  return (hasOwn(options, key) ? options[key] : undefined) ?? options.other
}

function formatToParts<T>(
  elements: readonly MessageElement[],
  locale: string,
  values: MessageValues<T>,
  pluralValue?: number,
): Part<T>[] {
  const [only] = elements
  if (elements.length === 1 && only?.type === ElementType.literal) {
    return [{ literal: true, value: only.value }]
  }
  const parts: Part<T>[] = []
  for (const element of elements) {
    if (element.type === ElementType.literal) {
      parts.push({ literal: true, value: element.value })
      continue
    }
    if (element.type === ElementType.pound) {
      if (typeof pluralValue === 'number') {
        parts.push({ literal: true, value: numberFormat(locale).format(pluralValue) })
      }
      continue
    }
    if (!(element.value in values)) throw new Error(`No value for "${element.value}"`)
    const value = values[element.value]
    switch (element.type) {
      case ElementType.argument: {
        const text =
          typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
            ? String(value)
            : value || ''
        parts.push({ literal: typeof text === 'string', value: text as Chunk<T> })
        break
      }
      case ElementType.date:
      case ElementType.time: {
        const options = styleOptions(
          element.type === ElementType.date ? 'date' : 'time',
          element.style,
        )
        parts.push({ literal: true, value: dateTimeFormat(locale, options).format(value as Date) })
        break
      }
      case ElementType.number: {
        const options = styleOptions('number', element.style)
        parts.push({ literal: true, value: numberFormat(locale, options).format(value as number) })
        break
      }
      case ElementType.tag: {
        if (typeof value !== 'function') throw new Error(`"${element.value}" is not a function`)
        const inner = formatToParts<T>(element.children ?? [], locale, values, pluralValue)
        const chunks = (value as TagFunction<T>)(inner.map((part) => part.value))
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) {
          parts.push({ literal: typeof chunk === 'string', value: chunk })
        }
        break
      }
      case ElementType.select: {
        const option = optionFor(element, String(value))
        if (!option) throw new Error(`No option "${String(value)}" for "${element.value}"`)
        parts.push(...formatToParts<T>(option.value, locale, values))
        break
      }
      case ElementType.plural: {
        const count = Number(value) - (element.offset ?? 0)
        const exact = `=${String(value)}`
        const option = hasOwn(element.options ?? {}, exact)
          ? element.options?.[exact]
          : optionFor(element, pluralRules(locale, { type: element.pluralType }).select(count))
        if (!option) throw new Error(`No option for ${String(value)} in "${element.value}"`)
        parts.push(...formatToParts<T>(option.value, locale, values, count))
        break
      }
    }
  }
  return mergeLiterals(parts)
}

function mergeLiterals<T>(parts: Part<T>[]): Part<T>[] {
  if (parts.length < 2) return parts
  const merged: Part<T>[] = []
  for (const part of parts) {
    const last = merged[merged.length - 1]
    if (last?.literal && part.literal) last.value = `${last.value}${part.value}`
    else merged.push({ ...part })
  }
  return merged
}

/** A string when every chunk is text, else the chunks with adjacent texts joined. */
export function formatCompiledMessage<T>(
  message: readonly unknown[],
  locale: string,
  values: MessageValues<T> = {},
): Chunk<T> | Chunk<T>[] {
  const parts = formatToParts<T>(message as readonly MessageElement[], locale, values)
  if (parts.length === 1) return (parts[0] as Part<T>).value
  const chunks: Chunk<T>[] = []
  for (const part of parts) {
    const last = chunks[chunks.length - 1]
    if (chunks.length > 0 && part.literal && typeof last === 'string') {
      chunks[chunks.length - 1] = last + (part.value as string)
    } else chunks.push(part.value)
  }
  return chunks.length <= 1 ? (chunks[0] ?? '') : chunks
}
