import { describe, expect, it } from 'vitest'
import { asLabel, fictionalLine, fictionalMark } from './fictional.ts'

describe('fictional mark', () => {
  it("says the brand's fictional_singular as a label, with the icon beside it", () => {
    const mark = fictionalMark({ fictionalIcon: '💌', fictionalSingular: 'fiktives Profil' }, 'de')
    expect(mark).toEqual({ icon: '💌', text: 'Fiktives Profil' })
    expect(fictionalLine(mark)).toBe('💌 Fiktives Profil')
    expect(fictionalLine({ icon: '', text: 'Fictional profile' })).toBe('Fictional profile')
  })

  it('capitalises as the locale does and keeps the rest', () => {
    expect(asLabel(' ıdeal', 'tr')).toBe('Ideal')
    expect(asLabel('profil fikcyjny', 'pl')).toBe('Profil fikcyjny')
    expect(asLabel('', 'en')).toBe('')
  })
})
