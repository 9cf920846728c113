import { describe, expect, it } from 'vitest'
import { proseOf } from './comments.ts'
import { deadPathsOf } from './paths.ts'
import { citedSpecSections, productSpecFile, specSections } from './product-spec.ts'
import { repositoryFiles } from './repository.ts'

const files = repositoryFiles()

describe('the product spec', () => {
  it('is cited by sections it has', () => {
    expect(citedSpecSections('SPEC §4, SPEC §3, §5 and §9, SPEC §4-6')).toEqual([4, 3, 5, 9, 6])
    const sections = new Set(specSections())
    const missing = files.flatMap((file) =>
      proseOf(file).flatMap((prose) =>
        citedSpecSections(prose)
          .filter((section) => !sections.has(section))
          .map(
            (section) => `${file.path} cites SPEC §${section}, not a section of ${productSpecFile}`,
          ),
      ),
    )
    expect(missing).toEqual([])
  })
})

describe('documents outside the repository', () => {
  it('are not cited: the spec and the brief are in docs/, decisions record what issues asked', () => {
    const outside =
      /\.\.\/shared\/|\/work\/shared|\b(?:SPEC|ARCHITECTURE|STYLE|TOOLCHAIN)\.md\b|\b[Ii]ssues? #?\d+\b/g
    const citations = files.flatMap((file) =>
      proseOf(file).flatMap((prose) =>
        [...prose.matchAll(outside)].map(([cited]) => `${file.path}: ${cited}`),
      ),
    )
    expect(
      citations,
      'cite docs/product-spec.md as "SPEC §N" and the decision that records what an issue asked',
    ).toEqual([])
  })
})

describe('paths in docs and comments', () => {
  it('name files and folders that exist', () => {
    const dead = files.flatMap((file) =>
      deadPathsOf(file, proseOf(file)).map(({ path }) => `${file.path}: ${path}`),
    )
    expect(dead).toEqual([])
  })
})
