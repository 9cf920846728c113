import { describe, expect, it } from 'vitest'
import { pickMessages } from './messages.server.ts'

describe('pickMessages', () => {
  it('keeps only the namespaces asked for', () => {
    const messages = { 'lander.a': 'A', 'members.b': 'B', 'error.c': 'C', landerish: 'D' }
    expect(pickMessages(messages, ['lander.', 'error.'])).toEqual({
      'lander.a': 'A',
      'error.c': 'C',
    })
  })
})
