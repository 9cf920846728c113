import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { messagesFor } from '@dating/i18n/catalogues.server'
import { compileMessages } from '@dating/i18n/compiled-messages'
import { catalogueIds, intlLocaleFor } from '@dating/i18n/locales'
import type { IntlMessages, MessageId } from '@dating/i18n/message-ids'
import { createElement, Fragment, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createIntl as createReactIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import * as browserIntl from './browser-intl.tsx'

/** The ICU parser's element types (its `TYPE` enum) this test fills values for. */
const TYPE = { argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, tag: 8 } as const

interface MessageFormatElement {
  type: number
  value: unknown
  options?: Record<string, { value: MessageFormatElement[] }>
  children?: MessageFormatElement[]
}

type Values = Record<string, string | number | Date | ((chunks: ReactNode[]) => ReactNode)>

/** Values for every argument and tag of a message; `variant` picks counts and select options. */
function sampleValues(elements: readonly MessageFormatElement[], variant: number): Values {
  const values: Values = {}
  const visit = (nodes: readonly MessageFormatElement[]) => {
    for (const node of nodes) {
      const name = String(node.value)
      if (node.type === TYPE.argument) values[name] = `«${name}»`
      if (node.type === TYPE.number || node.type === TYPE.plural) {
        values[name] = [0, 1, 2, 5, 21, 1234.5][variant] ?? 3
      }
      if (node.type === TYPE.date || node.type === TYPE.time) {
        values[name] = new Date(Date.UTC(2026, 1, 3 + variant, 14, 5))
      }
      if (node.type === TYPE.select) {
        const keys = Object.keys(node.options ?? {})
        values[name] = keys[variant % keys.length] ?? 'other'
      }
      if (node.type === TYPE.plural || node.type === TYPE.select) {
        for (const option of Object.values(node.options ?? {})) visit(option.value)
      }
      if (node.type === TYPE.tag) {
        values[name] = (chunks) => createElement('b', { 'data-tag': name }, chunks)
        visit(node.children ?? [])
      }
    }
  }
  visit(elements)
  return values
}

/** The markup React renders for a formatted message, text node boundaries included. */
const html = (result: ReactNode) => renderToString(createElement(Fragment, null, result))

describe('the browser subset of react-intl', () => {
  it.each(catalogueIds)('%s renders every message as react-intl on the server does', (id) => {
    const messages = messagesFor(id)
    const compiled = compileMessages(messages)
    const locale = intlLocaleFor(id)
    const server = createReactIntl({
      locale,
      defaultLocale: 'en',
      messages: messages as IntlMessages,
    })
    const browser = browserIntl.createIntl({ locale, defaultLocale: 'en', messages: compiled })
    for (const key of Object.keys(messages) as MessageId[]) {
      for (let variant = 0; variant < 6; variant++) {
        const values = sampleValues((compiled[key] ?? []) as MessageFormatElement[], variant)
        expect(html(browser.formatMessage({ id: key }, values)), `${id} ${key}`).toBe(
          html(server.formatMessage({ id: key }, values)),
        )
      }
    }
  })

  it('answers a missing message, dates, times and lists as react-intl does', () => {
    const server = createReactIntl({
      locale: 'de-DE',
      messages: {} as IntlMessages,
      onError: () => {},
    })
    const browser = browserIntl.createIntl({ locale: 'de-DE', messages: {} })
    const iso = '2026-02-03T14:05:00Z'
    const calls: Array<(intl: browserIntl.IntlShape) => unknown> = [
      (intl) => intl.formatMessage({ id: 'no.such.message' as MessageId }),
      (intl) => intl.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' }),
      (intl) => intl.formatDate(iso, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      (intl) => intl.formatTime(iso, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }),
      (intl) => intl.formatTime(iso, { timeZone: 'UTC' }),
      (intl) => intl.formatList(['A', 'B', 'C'], { type: 'conjunction' }),
    ]
    for (const call of calls) {
      expect(call(browser)).toBe(call(server as unknown as browserIntl.IntlShape))
    }
  })

  it('answers every part of react-intl that code shipped to the browser uses', () => {
    // Both apps' browser code gets this module for react-intl (@dating/vite/client-browser-intl).
    const roots = [
      'apps/site/app',
      'apps/landers/app',
      'packages/ui/src',
      'packages/signup-flow/src',
      'packages/remix-server/src',
    ]
    const here = fileURLToPath(new URL('../../..', import.meta.url))
    const sources = roots.flatMap((root) =>
      readdirSync(join(here, root), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
        .map((file) => readFileSync(join(here, root, file), 'utf8')),
    )
    const imported = new Set<string>()
    const members = new Set<string>()
    for (const source of sources) {
      for (const [, names] of source.matchAll(/import \{([^}]*)\} from 'react-intl'/g)) {
        for (const name of (names ?? '').split(',')) {
          const trimmed = name.trim()
          if (trimmed && !trimmed.startsWith('type ')) imported.add(trimmed)
        }
      }
      for (const [, member] of source.matchAll(/(?<![\w-])intl\.(\w+)/g)) members.add(member ?? '')
    }
    const intl = browserIntl.createIntl({ locale: 'en', messages: {} })
    expect([...imported].filter((name) => !(name in browserIntl))).toEqual([])
    expect([...members].filter((member) => !(member in intl))).toEqual([])
  })
})
