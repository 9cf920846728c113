import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lockPgliteDir, PgliteBusyError } from './pglite-lock.ts'

describe('lockPgliteDir', () => {
  const folders: string[] = []
  function dataDir(): string {
    const folder = mkdtempSync(join(tmpdir(), 'pglite-lock-'))
    folders.push(folder)
    return join(folder, 'pglite')
  }
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })

  it('writes the holder next to the folder and removes it on release', () => {
    const dir = dataDir()
    const release = lockPgliteDir(dir, 'test')
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid} test\n`)
    release()
    expect(existsSync(`${dir}.lock`)).toBe(false)
  })

  it('refuses a folder a live process holds', () => {
    const dir = dataDir()
    writeFileSync(`${dir}.lock`, `${process.ppid} api\n`)
    expect(() => lockPgliteDir(dir, 'erase-deleted')).toThrow(PgliteBusyError)
    expect(() => lockPgliteDir(dir, 'erase-deleted')).toThrow(`process ${process.ppid} (api)`)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.ppid} api\n`)
  })

  it('takes over the lock of a process that is gone', () => {
    const dir = dataDir()
    // Above the largest pid Linux hands out (2^22), so no process has it.
    writeFileSync(`${dir}.lock`, '4194305 api\n')
    const release = lockPgliteDir(dir, 'api')
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(`${process.pid} api\n`)
    release()
  })
})
