import { describe, expect, it } from 'vitest'
import { rawCatalogue } from './catalogues.server.ts'
import {
  glossaries,
  glossaryConcepts,
  glossaryFindings,
  informalFrench,
  realPromise,
} from './glossary.ts'
import { locales } from './locales.ts'

describe('the glossary check', () => {
  it.each(locales)('%s names every concept one way only', (locale) => {
    const glossary = glossaries[locale]
    expect(Object.keys(glossary).sort()).toEqual([...glossaryConcepts].sort())
    expect(glossaryFindings(rawCatalogue(locale), glossary)).toEqual([])
  })

  it('flags a concept translated two ways, and leaves a key it is told about', () => {
    const catalogue = {
      'credits.title': 'Kreditter',
      'credits.balance': 'Du har 5 credits.',
      'credits.method.creditcard': 'Credit card',
    }
    expect(glossaryFindings(catalogue, glossaries.da)).toEqual([
      { concept: 'credits', key: 'credits.balance', found: 'credits' },
    ])
    expect(
      glossaryFindings({ a: 'Es ist ein Match, du hast ihn geliked.' }, glossaries.de),
    ).toEqual([{ concept: 'like', key: 'a', found: 'geliked' }])
  })

  it.each(locales)('%s: no lander promises real profiles or real singles', (locale) => {
    const promises = realPromise[locale]
    const lander = Object.entries(rawCatalogue(locale)).filter(([key]) => key.startsWith('lander.'))
    expect(lander.filter(([, message]) => promises.test(message)).map(([key]) => key)).toEqual([])
  })

  it('spells en-US the American way', () => {
    const british =
      /(?<![\p{L}])(?:colour|favourite|behaviour|organis|realis|recognis|personalis|centre|licence|programme|cancell|travell|labelled|grey|neighbour|honour|humour|judgement)/iu
    const american = rawCatalogue('en-US')
    const found = Object.entries(american).filter(([, message]) => british.test(message))
    expect(found.map(([key, message]) => `${key}: ${message}`)).toEqual([])
  })

  it('never guesses a Polish member’s or profile’s gender with slashed forms', () => {
    const slashed = /\p{L}(?:\/\p{L}+(?:łeś|łaś|łam|łem)|\(a\)|\(-?aś\))/u
    const polish = Object.entries(rawCatalogue('pl')).filter(([, message]) => slashed.test(message))
    expect(polish.map(([key]) => key)).toEqual([])
  })

  it('keeps French to "vous"', () => {
    const french = rawCatalogue('fr')
    const informal = Object.entries(french).filter(([, message]) => informalFrench.test(message))
    expect(informal.map(([key]) => key)).toEqual([])
    expect(informalFrench.test('Tu as 5 crédits.')).toBe(true)
    expect(informalFrench.test('Vous avez 5 crédits.')).toBe(false)
  })
})
