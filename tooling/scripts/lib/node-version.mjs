// Imported first by every root script: a clear word instead of a syntax or API error deep
// inside a dependency when Node is too old.
import { readFileSync } from 'node:fs'

const { engines } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url)))
const wanted = engines.node.replace(/^>=\s*/, '')

export function isAtLeast(version, minimum) {
  const have = version.split('.').map(Number)
  const need = minimum.split('.').map(Number)
  for (let index = 0; index < need.length; index += 1) {
    if ((have[index] ?? 0) !== need[index]) return (have[index] ?? 0) > need[index]
  }
  return true
}

if (!isAtLeast(process.versions.node, wanted)) {
  console.error(
    `This project needs Node ${wanted} or newer; this is Node ${process.versions.node}.\n` +
      'Install a current Node 20 or 22 (https://nodejs.org or your package manager) and run the command again.',
  )
  process.exit(1)
}
