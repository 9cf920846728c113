import { describe, expect, it } from 'vitest'
import { formatTable, kilobytes } from './table.ts'

describe('formatTable', () => {
  it('aligns text left and numbers right under a rule', () => {
    const table = formatTable(
      ['target', 'rps'],
      [
        ['hello', 12000],
        ['GET /api/user.php', 950],
      ],
    )
    expect(table.split('\n')).toEqual([
      'target               rps',
      '-----------------  -----',
      'hello              12000',
      'GET /api/user.php    950',
    ])
  })
})

describe('kilobytes', () => {
  it('shows one decimal', () => {
    expect(kilobytes(1536)).toBe('1.5 kB')
  })
})
