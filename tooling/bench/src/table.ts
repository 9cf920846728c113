/** Formats rows as a plain-text table: text columns left-aligned, numbers right-aligned. */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const cells = [headers, ...rows].map((row) => row.map(String))
  const widths = headers.map((_, column) =>
    Math.max(...cells.map((row) => row[column]?.length ?? 0)),
  )
  const numeric = headers.map(
    (_, column) => rows.length > 0 && rows.every((row) => typeof row[column] === 'number'),
  )
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(cells[0] ?? []), rule, ...cells.slice(1).map(line)].join('\n')
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`
}
