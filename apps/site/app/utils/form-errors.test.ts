import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { invalidFields } from './form-errors.ts'

const schema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  iban: v.pipe(v.string(), v.minLength(5), v.regex(/^[A-Z]/)),
  consent: v.literal(true),
})
const known = (name: string): name is 'name' | 'iban' | 'consent' =>
  ['name', 'iban', 'consent'].includes(name)

describe('invalidFields', () => {
  it('names every refused field once, in the order of the form', () => {
    const parsed = v.safeParse(schema, { name: '', iban: 'x', consent: false })
    expect(parsed.success).toBe(false)
    expect(invalidFields(parsed.issues ?? [], known)).toEqual(['name', 'iban', 'consent'])
  })

  it('leaves out what the form does not know', () => {
    const parsed = v.safeParse(v.object({ other: v.string() }), {})
    expect(invalidFields(parsed.issues ?? [], known)).toEqual([])
  })
})
