import { describe, expect, it } from 'vitest'
import { rawCatalogue } from './catalogues.server.ts'
import { describedNamespaces, messageDescriptions } from './descriptions.ts'

describe('translator descriptions', () => {
  const english = rawCatalogue('en')
  it('describe only messages that exist, in full sentences', () => {
    for (const [id, description] of Object.entries(messageDescriptions)) {
      expect(Object.hasOwn(english, id), id).toBe(true)
      expect(description?.length, id).toBeGreaterThanOrEqual(20)
    }
  })

  it('cover every message of wording the law prescribes or whose placeholders need explaining', () => {
    const undescribed = Object.keys(english).filter(
      (id) =>
        describedNamespaces.some((entry) =>
          entry.endsWith('.') ? id.startsWith(entry) : id === entry,
        ) && !Object.hasOwn(messageDescriptions, id),
    )
    expect(undescribed).toEqual([])
  })
})
