import { describe, expect, it } from 'vitest'
import { proseOf } from './comments.ts'
import { citedDecisions, headerLines, readDecisions, supersessionsOf } from './decisions.ts'
import { repositoryFiles } from './repository.ts'

const decisions = readDecisions()
const ids = new Set(decisions.map((decision) => decision.id))

describe('citations of decisions', () => {
  it('reads every way the docs and the code cite a decision', () => {
    expect(citedDecisions('as decision 036 says')).toEqual(['036'])
    expect(citedDecisions('decisions 018-020 and 034')).toEqual(['018', '020', '034'])
    expect(citedDecisions('decisions 012, 013 and 014a')).toEqual(['012', '013', '014a'])
    expect(citedDecisions('Decisions 032a-f')).toEqual([
      '032a',
      '032b',
      '032c',
      '032d',
      '032e',
      '032f',
    ])
    expect(citedDecisions('see docs/decisions/031b-site-entry-warning.md')).toEqual(['031b'])
    expect(citedDecisions('(docs/decisions/ 027)')).toEqual(['027'])
    expect(citedDecisions('a decision that restricts a profile')).toEqual([])
  })

  it('cites only decisions that exist', () => {
    const missing = repositoryFiles().flatMap((file) =>
      proseOf(file).flatMap((prose) =>
        citedDecisions(prose)
          .filter((id) => !ids.has(id))
          .map((id) => `${file.path} cites decision ${id}`),
      ),
    )
    expect(missing, 'a decision cited in code or docs is a file in docs/decisions').toEqual([])
  })
})

describe('the decision records', () => {
  it('are named NNN-slug.md (a letter after the number for a record of a group), once each', () => {
    expect(decisions.filter((decision) => decision.id === '').map((d) => d.file)).toEqual([])
    expect(ids.size).toBe(decisions.length)
  })

  it('are at most 200 lines each', () => {
    const long = decisions
      .filter((decision) => decision.lines > 200)
      .map((decision) => `${decision.file}: ${decision.lines} lines`)
    expect(long).toEqual([])
  })

  it('mark supersession by a header line near the top that names an existing decision', () => {
    const problems: string[] = []
    for (const decision of decisions) {
      for (const { kind, ids: named, line } of supersessionsOf(decision.text)) {
        if (line > headerLines) problems.push(`${decision.file}:${line}: ${kind} below the title`)
        for (const id of named) {
          const other = decisions.find((candidate) => candidate.id === id)
          if (!other) {
            problems.push(`${decision.file}: ${kind} ${id}, which does not exist`)
            continue
          }
          const reverse = kind === 'Supersedes' ? 'Superseded by' : 'Supersedes'
          const answered = supersessionsOf(other.text).some(
            (header) => header.kind === reverse && header.ids.includes(decision.id),
          )
          if (!answered) problems.push(`${other.file} lacks "${reverse}: ${decision.id}"`)
        }
      }
      decision.text.split('\n').forEach((text, index) => {
        const isHeader = supersessionsOf(text).length > 0
        if (!isHeader && /supersed/i.test(text)) {
          problems.push(
            `${decision.file}:${index + 1}: supersession outside a header line; under the title write ` +
              '`Superseded by: NNN (in part) — what` or `Supersedes: NNN, NNN — what`',
          )
        }
      })
    }
    expect(problems).toEqual([])
  })
})
