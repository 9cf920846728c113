import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { idParamSchema, idSchema, maxId, parseId } from './ids.ts'

describe('ids', () => {
  it('takes a positive integer that fits the database', () => {
    expect(v.is(idSchema, 1)).toBe(true)
    expect(v.is(idSchema, maxId)).toBe(true)
    for (const wrong of [0, -1, 1.5, maxId + 1, '1', null])
      expect(v.is(idSchema, wrong)).toBe(false)
  })

  it('reads one written as text, and nothing else', () => {
    expect(v.parse(idParamSchema, '42')).toBe(42)
    expect(parseId(String(maxId))).toBe(maxId)
    for (const wrong of [
      '0',
      '042',
      '-1',
      '1.5',
      '1e3',
      ' 1',
      '2147483648',
      '99999999999',
      '',
      7,
    ]) {
      expect(parseId(wrong)).toBeNull()
    }
  })
})
