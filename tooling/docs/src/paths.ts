import { dirname, join, normalize } from 'node:path'
import {
  existsInRepository,
  packageOf,
  type RepositoryFile,
  repositoryPaths,
} from './repository.ts'

/** The repository's top-level folders a path written from the root starts with. */
const rootFolders = ['apps', 'packages', 'tooling', 'docs', '.changeset', '.ci']

const pathCharacters = String.raw`[\w.@$()\[\]/+-]`
const rootPath = new RegExp(
  String.raw`(?<![\w./@~-])(?:${rootFolders.map((folder) => folder.replace('.', '\\.')).join('|')})/${pathCharacters}*`,
  'g',
)
/** Written from the file; only a file's name with its extension is taken for a path. */
const relativePath = new RegExp(
  String.raw`(?<![\w./@~"-])\.\.?/${pathCharacters}+\.(?:tsx?|mts|mjs|js|md|sql|json|css)\b`,
  'g',
)
const appPath = new RegExp(String.raw`(?<![\w./@~-])~/${pathCharacters}+`, 'g')
/** A path inside a package, written from the package's folder (`src/mail/delivery.ts`). */
const packagePath = new RegExp(
  String.raw`(?<![\w./@~-])(?:src|app|tests|drizzle|scripts)/${pathCharacters}*\.(?:tsx?|mjs|js|md|sql|json)\b`,
  'g',
)
const markdownLink = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g
/**
 * A file written from a folder the sentence names (`utils/flash.ts` of "the site's utils"): some
 * file of the repository must end with it.
 */
const partialPath =
  /(?<![\w./@~:"-])[\w$][\w.$()[\]-]*(?:\/[\w.$()[\]-]+)+\.(?:tsx?|mts|mjs|js|md|sql|css)\b/g

/** A path as written, cut where the sentence around it goes on. */
function trimmed(path: string): string {
  let cut = path.split('](')[0]!.replace(/[.,:;]+$/, '')
  const open = (cut.match(/[([]/g) ?? []).length
  const close = (cut.match(/[)\]]/g) ?? []).length
  for (let extra = close - open; extra > 0 && /[)\]]$/.test(cut); extra -= 1) {
    cut = cut.slice(0, -1).replace(/[.,:;]+$/, '')
  }
  return cut
}

/** Whether a written path stands for a pattern or a placeholder rather than one file. */
function isPattern(path: string): boolean {
  // A decision cited by its number alone; the decisions' own test checks those.
  if (/^docs\/decisions\/\d{3}[a-z]?$/.test(path)) return true
  return /[*<>{}]|\$\{|\.\.\.|…/.test(path) || /\[[^\]]*$/.test(path)
}

export type DeadPath = { file: string; path: string }

/**
 * The paths a file's prose names that do not exist: written from the repository's root, from
 * the file (`./x`, `../x`, a Markdown link), from the app (`~/utils/x.ts`), or from the
 * package (`src/x.ts`).
 */
export function deadPathsOf(file: RepositoryFile, prose: string[]): DeadPath[] {
  const dead: DeadPath[] = []
  const folder = dirname(file.path)
  const packageFolder = packageOf(file.path)
  const check = (written: string, candidates: string[]) => {
    const path = trimmed(written)
    if (isPattern(path) || path.length < 3) return
    const resolved = candidates.map((candidate) => normalize(join(candidate, path)))
    if (!resolved.some((candidate) => existsInRepository(candidate))) {
      dead.push({ file: file.path, path })
    }
  }
  for (const text of prose) {
    for (const [written] of text.matchAll(rootPath)) check(written, ['.'])
    // A Markdown file's code samples name files of the sample, not of this repository.
    const outsideSamples = file.isCode ? text : text.replace(/```[\s\S]*?```/g, '')
    for (const [written] of outsideSamples.matchAll(relativePath)) check(written, [folder])
    if (packageFolder) {
      for (const [written] of text.matchAll(appPath)) {
        check(written.slice(2), [join(packageFolder, 'app')])
      }
      for (const [written] of text.matchAll(packagePath)) check(written, [packageFolder, folder])
    }
    for (const [written] of text.matchAll(partialPath)) {
      const path = trimmed(written)
      if (/^(?:apps|packages|tooling|docs|\.changeset|\.ci)\//.test(path)) continue
      if (packageFolder && /^(?:src|app|tests|drizzle|scripts)\//.test(path)) continue
      if (isPattern(path)) continue
      if (!repositoryPaths().some((known) => known === path || known.endsWith(`/${path}`))) {
        dead.push({ file: file.path, path })
      }
    }
    if (file.path.endsWith('.md')) {
      for (const [, target] of outsideSamples.matchAll(markdownLink)) {
        if (!/^[a-z]+:/.test(target as string)) check(target as string, [folder])
      }
    }
  }
  return dead
}
