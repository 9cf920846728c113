/**
 * Request log lines written in batches: a line per request through console.log is a
 * synchronous write to the pipe or file behind stdout for every request (on Linux), which the
 * bench's profiles showed at about a tenth of the api's busy time. Lines of one turn of the
 * event loop go out in one write right after it; whatever is left is written at exit.
 */
export function batchedLines(
  stream: NodeJS.WritableStream = process.stdout,
): (line: string) => void {
  let pending: string[] = []
  const flush = () => {
    if (pending.length === 0) return
    const text = `${pending.join('\n')}\n`
    pending = []
    stream.write(text)
  }
  process.on('exit', flush)
  return (line) => {
    if (pending.length === 0) setImmediate(flush)
    pending.push(line)
  }
}
