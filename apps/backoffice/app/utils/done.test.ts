import { describe, expect, it } from 'vitest'
import { doneMessage, withDone } from './done.ts'

describe('done', () => {
  it('adds the confirmation to a path and reads it back', () => {
    expect(withDone('/queue?reason=spam', 'decided')).toBe('/queue?reason=spam&done=decided')
    expect(doneMessage('decided')).toBe('backoffice.done.decided')
    expect(doneMessage('toString')).toBeNull()
    expect(doneMessage('whatever')).toBeNull()
  })
})
