import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** The modules of a folder (tests left out), each with the modules of the folder it imports. */
export type ImportGraph = Map<string, string[]>

/**
 * Every import of every module under `root` that names another module under it: static,
 * type-only, re-exports and dynamic `import()` alike, as paths relative to `root`
 * (`http/guards.ts`). Package imports are left out.
 */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map()
  for (const file of modulesUnder(root)) {
    const text = readFileSync(join(root, file), 'utf8')
    const imported = ts
      .preProcessFile(text, true, true)
      .importedFiles.map((entry) => entry.fileName)
      .filter((name) => name.startsWith('./') || name.startsWith('../'))
      .map((name) => relative(root, resolve(dirname(join(root, file)), name)))
    graph.set(file, [...new Set(imported)])
  }
  return graph
}

function modulesUnder(root: string, folder = ''): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`
    if (entry.isDirectory()) return modulesUnder(root, path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The chains of imports from `start` that end in a module `isForbidden` names, shortest first. */
export function forbiddenReach(
  graph: ImportGraph,
  start: string,
  isForbidden: (module: string) => boolean,
): string[][] {
  const found: string[][] = []
  const seen = new Set([start])
  let frontier: string[][] = [[start]]
  while (frontier.length > 0) {
    const next: string[][] = []
    for (const chain of frontier) {
      for (const imported of graph.get(chain.at(-1) as string) ?? []) {
        if (seen.has(imported)) continue
        seen.add(imported)
        if (isForbidden(imported)) found.push([...chain, imported])
        else next.push([...chain, imported])
      }
    }
    frontier = next
  }
  return found
}

/** One cycle through each group of modules that import each other (Tarjan's components). */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  const visit = (module: string) => {
    index.set(module, index.size)
    low.set(module, index.get(module) as number)
    stack.push(module)
    onStack.add(module)
    for (const imported of graph.get(module) ?? []) {
      if (!index.has(imported)) {
        visit(imported)
        low.set(module, Math.min(low.get(module) as number, low.get(imported) as number))
      } else if (onStack.has(imported)) {
        low.set(module, Math.min(low.get(module) as number, index.get(imported) as number))
      }
    }
    if (low.get(module) === index.get(module)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop() as string
        onStack.delete(member)
        component.push(member)
      } while (member !== module)
      const selfImport = graph.get(module)?.includes(module) ?? false
      if (component.length > 1 || selfImport) components.push(component)
    }
  }
  for (const module of graph.keys()) if (!index.has(module)) visit(module)
  return components.map((component) => cycleWithin(graph, component))
}

/** A closed chain of imports through the component's first module by name (`a -> b -> a`). */
function cycleWithin(graph: ImportGraph, component: string[]): string[] {
  const members = new Set(component)
  const start = [...component].sort()[0] as string
  const previous = new Map<string, string>()
  let frontier = [start]
  while (frontier.length > 0) {
    const next: string[] = []
    for (const module of frontier) {
      for (const imported of graph.get(module) ?? []) {
        if (!members.has(imported)) continue
        if (imported === start) {
          const chain = [module]
          while (chain[0] !== start) chain.unshift(previous.get(chain[0] as string) as string)
          return [...chain, start]
        }
        if (!previous.has(imported)) {
          previous.set(imported, module)
          next.push(imported)
        }
      }
    }
    frontier = next
  }
  return component
}
