import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { directDebitMandateSchema, maskPhone, normalizePhone } from './direct-debit.ts'

const form = {
  package_id: 'p20',
  consent: true,
  authorisation: true,
  otp: '123456',
  account_holder: 'Anna de Vries',
  iban: 'nl91 abna 0417 1643 00',
  street: 'Keizersgracht',
  house_number: '12a',
  zip: '1015 CS',
  city: 'Amsterdam',
  phone: '+31 6 1234-5678',
}

describe('direct debit mandate', () => {
  it('normalises the IBAN and the phone number', () => {
    const parsed = v.parse(directDebitMandateSchema, form)
    expect(parsed.iban).toBe('NL91ABNA0417164300')
    expect(parsed.phone).toBe('+31612345678')
  })

  it('refuses a bad checksum, a missing authorisation and a short code', () => {
    const issues = (input: object) =>
      v
        .safeParse(directDebitMandateSchema, { ...form, ...input })
        .issues?.map((i) => v.getDotPath(i))
    expect(issues({ iban: 'NL91ABNA0417164301' })).toEqual(['iban'])
    expect(issues({ authorisation: false })).toEqual(['authorisation'])
    expect(issues({ otp: '12345' })).toEqual(['otp'])
    expect(issues({ phone: '12' })).toEqual(['phone'])
  })

  it('hides the middle of a phone number', () => {
    expect(normalizePhone('(06) 12.34/56 78')).toBe('0612345678')
    expect(maskPhone('+31612345678')).toBe('+316****5678')
  })
})
