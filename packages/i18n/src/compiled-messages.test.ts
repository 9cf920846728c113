import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { messagesFor } from './catalogues.server.ts'
import { compileMessages, plainText } from './compiled-messages.ts'
import { catalogueIds, intlLocaleFor } from './locales.ts'

type Values = Record<string, string | number | Date | ((chunks: unknown[]) => string)>

/** Values for every argument and tag of a message; `variant` picks counts and select options. */
function sampleValues(elements: readonly MessageFormatElement[], variant: number): Values {
  const values: Values = {}
  const visit = (nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case TYPE.argument:
          values[node.value] = `«${node.value}»`
          break
        case TYPE.number:
          values[node.value] = [0, 1, 2, 5, 21, 1234.5][variant] ?? 3
          break
        case TYPE.date:
        case TYPE.time:
          values[node.value] = new Date(Date.UTC(2026, 1, 3 + variant, 14, 5))
          break
        case TYPE.plural:
          values[node.value] = [0, 1, 2, 5, 21, 1234.5][variant] ?? 3
          for (const option of Object.values(node.options)) visit(option.value)
          break
        case TYPE.select: {
          const keys = Object.keys(node.options)
          values[node.value] = keys[variant % keys.length] ?? 'other'
          for (const option of Object.values(node.options)) visit(option.value)
          break
        }
        case TYPE.tag: {
          const tag = node.value
          values[tag] = (chunks) => `<${tag}>${chunks.join('')}</${tag}>`
          visit(node.children)
          break
        }
      }
    }
  }
  visit(elements)
  return values
}

const formatted = (result: unknown) => (Array.isArray(result) ? result.join('') : String(result))

describe('compileMessages', () => {
  it('gives the ASTs react-intl would parse, and names a message that does not parse', () => {
    expect(compileMessages({ hi: 'Hi {name}' })).toEqual({
      hi: [
        { type: TYPE.literal, value: 'Hi ' },
        { type: TYPE.argument, value: 'name' },
      ],
    })
    expect(() => compileMessages({ ok: 'Hi', broken: '{count, plural, one {#}' })).toThrow(/broken/)
  })

  it('reads plain text from a string or a parsed message', () => {
    const compiled = compileMessages({ plain: "Don't go", argument: 'Hi {name}' })
    expect(plainText(compiled.plain)).toBe("Don't go")
    expect(plainText("Don't go")).toBe("Don't go")
    expect(plainText(compiled.argument)).toBeUndefined()
    expect(plainText(undefined)).toBeUndefined()
  })

  it.each(catalogueIds)('%s formats parsed exactly as from its strings', (id) => {
    const messages = messagesFor(id)
    const compiled = compileMessages(messages)
    const locale = intlLocaleFor(id)
    for (const [key, message] of Object.entries(messages)) {
      const ast = compiled[key] ?? []
      for (let variant = 0; variant < 6; variant++) {
        const values = sampleValues(ast, variant)
        const fromString = new IntlMessageFormat(message, locale).format(values)
        const fromAst = new IntlMessageFormat(ast, locale).format(values)
        expect(formatted(fromAst), `${id} ${key}`).toBe(formatted(fromString))
      }
    }
  })
})
