import ts from 'typescript'
import type { RepositoryFile } from './repository.ts'

/**
 * The comments of a module, found by TypeScript's parser (a regular expression would take the
 * `//` of a URL in a string, or a quote in a regex literal, for a comment's start).
 */
export function commentsOf(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, scriptKindOf(path))
  const seen = new Set<number>()
  const comments: string[] = []
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue
      seen.add(range.pos)
      comments.push(text.slice(range.pos, range.end))
    }
  }
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()))
    take(ts.getTrailingCommentRanges(text, node.getEnd()))
    ts.forEachChild(node, visit)
  }
  visit(source)
  take(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()))
  return comments
}

function scriptKindOf(path: string): ts.ScriptKind {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (/\.[mc]?js$/.test(path)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

/**
 * What a reader reads of a file as prose: a document whole, a module's comments. Line breaks
 * inside a comment or a paragraph become spaces, so a citation wrapped over two lines reads as
 * one ("decisions 018,\n * 020").
 */
export function proseOf(file: RepositoryFile): string[] {
  const known = proseCache.get(file.path)
  if (known) return known
  const parts = file.isCode ? commentsOf(file.path, file.text) : [file.text]
  const prose = parts.map((part) =>
    part.replace(/[ \t]*\r?\n[ \t]*(?:\/\/+|\*(?!\/)|#+|>)?[ \t]*/g, ' '),
  )
  proseCache.set(file.path, prose)
  return prose
}

const proseCache = new Map<string, string[]>()
