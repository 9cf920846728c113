import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** Finds Debian's chromium, installing it from apt when we may; never a downloaded browser. */
export function ensureChromium() {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p))
  if (found) return found
  const isRoot = process.getuid?.() === 0
  const sudo = isRoot ? [] : canSudo() ? ['sudo', '-n'] : null
  if (sudo === null) {
    throw new Error(
      'Chromium is needed for the end-to-end tests and Storybook checks. Install it with ' +
        '`sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROME_PATH to a Chromium binary.',
    )
  }
  console.log('> installing Debian chromium with apt-get')
  const apt = (args) =>
    execFileSync(
      sudo[0] ?? 'apt-get',
      [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    )
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', 'chromium'])
  return '/usr/bin/chromium'
}

function canSudo() {
  try {
    execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
