import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export class PgliteBusyError extends Error {
  override name = 'PgliteBusyError'
}

/**
 * PGlite is a database inside one process: a second process opening the same folder would
 * corrupt it. The api and the erasure command (src/accounts/erase-deleted.ts) take this lock,
 * a file next to the folder naming the holder's process id, before they open it; a lock whose
 * process is gone is taken over. Answers the release (also run when the process exits).
 */
export function lockPgliteDir(dataDir: string, holder: string): () => void {
  const path = `${dataDir}.lock`
  mkdirSync(dirname(path), { recursive: true })
  const mine = `${process.pid} ${holder}\n`
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(path, mine, { flag: 'wx' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 2) throw error
      const [pid, ...name] = readLock(path).trim().split(' ')
      if (pid && Number(pid) !== process.pid && isAlive(Number(pid))) {
        throw new PgliteBusyError(
          `The PGlite database in ${dataDir} is open in process ${pid} (${name.join(' ') || 'unknown'}); stop it first (or remove ${path} if that process is something else), or use PostgreSQL (DATABASE_URL) to share one database.`,
        )
      }
      removeStale(path)
    }
  }
  let released = false
  const release = () => {
    if (released) return
    released = true
    process.off('exit', release)
    if (readLock(path) === mine) unlinkSync(path)
  }
  process.on('exit', release)
  return release
}

function removeStale(path: string): void {
  try {
    unlinkSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

function readLock(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
