import { describe, expect, it } from 'vitest'
import { architectureFile, readArchitectureMap } from './architecture-map.ts'
import { existsInRepository, foldersOf, workspacePackages } from './repository.ts'

const map = readArchitectureMap()
const listed = new Set(map.entries.map((entry) => `${entry.workspacePackage}/${entry.path}`))

describe(`the map of ${architectureFile}`, () => {
  it('names folders and files that exist', () => {
    const missing = [...listed].filter((path) => !path.includes('*') && !existsInRepository(path))
    expect(missing).toEqual([])
  })

  it('names every package of the workspace', () => {
    expect(workspacePackages().filter((folder) => !map.packages.includes(folder))).toEqual([])
  })

  it('names every top-level folder of the apps and the packages', () => {
    const folders = workspacePackages().flatMap((folder) => {
      const roots = folder.startsWith('apps/')
        ? ['src', 'app']
        : folder.startsWith('packages/')
          ? ['src']
          : []
      return roots.flatMap((root) =>
        foldersOf(`${folder}/${root}`).map((name) => `${folder}/${root}/${name}`),
      )
    })
    expect(folders.length).toBeGreaterThan(0)
    expect(folders.filter((folder) => !listed.has(folder))).toEqual([])
  })
})
