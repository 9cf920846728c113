import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { otherAppPrefixes, siteCatalogues } from './catalogue.server.ts'

const repo = join(import.meta.dirname, '..', '..', '..', '..')

/** The site's own code and the packages it renders with (tests, stories and the list itself left out). */
const siteSources = [
  'apps/site/app',
  'packages/ui/src',
  'packages/signup-flow/src',
  'packages/domain/src',
  'packages/machines/src',
  'packages/api-client/src',
  'packages/remix-server/src',
].flatMap((folder) =>
  readdirSync(join(repo, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(file))
    .map((file) => join(folder, file))
    .filter((file) => file !== join('apps/site/app/utils/catalogue.server.ts')),
)

describe("the site's catalogues", () => {
  it('leave out only the texts of other apps, which no module of the site names', () => {
    const named = siteSources.flatMap((file) => {
      const source = readFileSync(join(repo, file), 'utf8')
      return otherAppPrefixes
        .filter((prefix) => new RegExp(`['"\`]${prefix.replaceAll('.', '\\.')}`).test(source))
        .map((prefix) => `${file}: ${prefix}`)
    })
    expect(siteSources.length).toBeGreaterThan(200)
    expect(named).toEqual([])
  })

  it('carry the rest of the catalogue', () => {
    const messages = siteCatalogues.messages('en') ?? {}
    expect(messages['members.title']).toBeTruthy()
    expect(Object.keys(messages).filter((id) => id.startsWith('mail.'))).toEqual([])
    expect(siteCatalogues.asset('en').source).not.toContain('"sandbox.title"')
  })
})
