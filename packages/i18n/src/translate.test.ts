import { describe, expect, it } from 'vitest'
import { createTranslate, translate, translatorFor } from './translate.ts'

describe('translate', () => {
  it('formats a message with its values in the locale asked for', () => {
    expect(translate('de', 'login.blocked', { minutes: 15 })).toBe(
      'Zu viele falsche Versuche, das Konto ist für 15 Min. gesperrt.',
    )
    expect(translate('en', 'login.failed')).toBe('Login failed, please try again')
  })

  it('applies the plural rules of the language', () => {
    expect(translate('pl', 'fictional.plural', { count: 3 })).toMatch(/^3 profile na tej stronie/)
    expect(translate('pl', 'fictional.plural', { count: 5 })).toMatch(/^5 profili na tej stronie/)
    expect(translate('en', 'fictional.plural', { count: 1 })).toMatch(/^1 profile on this page is/)
  })

  it('returns the id for an unknown key', () => {
    expect(translate('fr', 'no.such.key')).toBe('no.such.key')
  })

  it('throws when a message needs a value that was not given', () => {
    expect(() => translate('en', 'login.blocked')).toThrow()
  })
})

describe('createTranslate', () => {
  const catalogues: Record<string, Record<string, string>> = {
    en: { greeting: 'Hello {name}', items: '{count, plural, one {# item} other {# items}}' },
    'en-US': { greeting: 'Hi {name}' },
    de: { greeting: 'Hallo {name}' },
  }
  const translateFixture = createTranslate((id) => catalogues[id] ?? {})

  it('falls back to English for a key the locale lacks, formatted as English', () => {
    expect(translateFixture('de', 'items', { count: 1 })).toBe('1 item')
    expect(translateFixture('sv', 'greeting', { name: 'Eva' })).toBe('Hello Eva')
  })

  it('layers en-US over English', () => {
    expect(translateFixture('en-US', 'greeting', { name: 'Ann' })).toBe('Hi Ann')
    expect(translateFixture('en-US', 'items', { count: 2 })).toBe('2 items')
  })

  it('binds a locale with translatorFor', () => {
    expect(translatorFor('nl')('error.default.title')).toBe('Fout')
  })
})
