import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repositoryRoot } from './repository.ts'

/** The owner's product specification, cited in code and docs as "SPEC §N". */
export const productSpecFile = 'docs/product-spec.md'

/** The numbers of the spec's sections (`## 4. States and transitions` is 4). */
export function specSections(): number[] {
  const text = readFileSync(join(repositoryRoot, productSpecFile), 'utf8')
  return [...text.matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1]))
}

/** The section numbers a text cites: "SPEC §4", "SPEC §3, §5 and §9", "SPEC §4-6". */
export function citedSpecSections(prose: string): number[] {
  const sections: number[] = []
  for (const [run] of prose.matchAll(
    /SPEC(?:'s)?\s*§\s*\d+(?:(?:\s*(?:,|and|-|–)\s*)§?\s*\d+)*/g,
  )) {
    for (const [, from, to] of run.matchAll(/(\d+)(?:\s*[-–]\s*(\d+))?/g)) {
      for (let section = Number(from); section <= Number(to ?? from); section += 1) {
        sections.push(section)
      }
    }
  }
  return [...new Set(sections)]
}
