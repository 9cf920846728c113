import english from '@dating/i18n/messages/en.json'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'

// Typecheck runs over this file too: the expected errors prove an unknown id is refused.
describe('typed message ids', () => {
  const intl = createIntl({ locale: 'en', messages: english })

  it('formats an id of the English catalogue', () => {
    expect(intl.formatMessage({ id: 'common.close' })).toBe(english['common.close'])
  })

  it('refuses an id the catalogue lacks at compile time', () => {
    const onError = () => {}
    const quiet = createIntl({ locale: 'en', messages: english, onError })
    // @ts-expect-error: not an id of the English catalogue
    expect(quiet.formatMessage({ id: 'common.clsoe' })).toBe('common.clsoe')
  })
})
