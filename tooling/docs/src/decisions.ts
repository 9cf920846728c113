import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repositoryRoot } from './repository.ts'

export const decisionsFolder = 'docs/decisions'

export type Decision = {
  /** `036`, `036a`: the number and, for a record that belongs to a group, its letter. */
  id: string
  file: string
  text: string
  lines: number
}

const decisionFile = /^(\d{3}[a-z]?)-[a-z0-9-]+\.md$/

/** The decision records in docs/decisions. */
export function readDecisions(): Decision[] {
  const folder = join(repositoryRoot, decisionsFolder)
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(folder, name), 'utf8')
      return {
        id: decisionFile.exec(name)?.[1] ?? '',
        file: `${decisionsFolder}/${name}`,
        text,
        lines: text.trimEnd().split('\n').length,
      }
    })
}

export type Supersession = { kind: 'Supersedes' | 'Superseded by'; ids: string[]; line: number }

/** Lines a header of supersession may sit on: the title, a blank line, then the headers. */
export const headerLines = 6

const headerPattern =
  /^(Supersedes|Superseded by): (\d{3}[a-z]?(?:, \d{3}[a-z]?)*)(?: \(in part\))?(?: — .+)?$/

/** The `Supersedes: NNN` and `Superseded by: NNN` header lines of a decision. */
export function supersessionsOf(text: string): Supersession[] {
  return text.split('\n').flatMap((line, index) => {
    const match = headerPattern.exec(line)
    if (!match) return []
    const kind = match[1] as Supersession['kind']
    return [{ kind, ids: (match[2] as string).split(', '), line: index + 1 }]
  })
}

/**
 * Every decision id a text cites: "decision 036", "decisions 018-020", "decisions 012, 013 and
 * 014", "decisions 032a-f", `docs/decisions/032b-login-link-binding.md`.
 */
export function citedDecisions(prose: string): string[] {
  const ids: string[] = []
  const id = String.raw`\d{3}[a-z]?`
  const list = new RegExp(
    String.raw`\b[Dd]ecisions?\s+(${id}(?:(?:\s*(?:,|and|or|to|-|–)\s*)(?:${id}|[a-z]\b))*)`,
    'g',
  )
  for (const [, items] of prose.matchAll(list)) ids.push(...expandList(items as string))
  for (const [, cited] of prose.matchAll(new RegExp(String.raw`decisions/\s*(${id})\b`, 'g'))) {
    ids.push(cited as string)
  }
  return [...new Set(ids)]
}

function expandList(items: string): string[] {
  const ids: string[] = []
  const range = /(\d{3})([a-z]?)\s*[-–]\s*(?:(\d{3})?([a-z]?))\b/y
  const single = /(\d{3}[a-z]?)/y
  let at = 0
  while (at < items.length) {
    range.lastIndex = at
    const ranged = range.exec(items)
    if (ranged) {
      const [, from, fromLetter, to, toLetter] = ranged as unknown as string[]
      ids.push(
        ...expandRange(from as string, fromLetter ?? '', to || (from as string), toLetter ?? ''),
      )
      at = range.lastIndex
      continue
    }
    single.lastIndex = at
    const one = single.exec(items)
    if (one) {
      ids.push(one[1] as string)
      at = single.lastIndex
      continue
    }
    at += 1
  }
  return ids
}

function expandRange(from: string, fromLetter: string, to: string, toLetter: string): string[] {
  if (fromLetter && toLetter && from === to) {
    const letters: string[] = []
    for (let code = fromLetter.charCodeAt(0); code <= toLetter.charCodeAt(0); code += 1) {
      letters.push(`${from}${String.fromCharCode(code)}`)
    }
    return letters
  }
  // A range of numbers names its two ends; a number between them may be a gap on purpose.
  return [`${from}${fromLetter}`, `${to}${toLetter}`]
}
