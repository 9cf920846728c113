import { benchBrowserPages } from './browser-pages.ts'
import { benchBundles } from './bundles.ts'
import { parseOptions, usage } from './options.ts'
import { cleanUpAll, useBenchPorts } from './processes.ts'
import { benchSearchAtScale } from './scale.ts'
import { benchThroughput } from './throughput.ts'

if (process.argv.includes('--help')) {
  console.log(usage)
  process.exit(0)
}

function readOptions() {
  try {
    return parseOptions(process.argv.slice(2).filter((arg) => arg !== '--'))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
}

const options = readOptions()
useBenchPorts(options.ports)

// Servers run in their own process groups, so a ^C reaches only this process: stop them here.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log('\nInterrupted: stopping the servers …')
    void cleanUpAll().then(() => process.exit(130))
  })
}

try {
  if (!options['skip-throughput']) await benchThroughput(options)
  if (!options['skip-bundles']) await benchBundles()
  if (!options['skip-browser']) {
    await benchBrowserPages({ lighthouse: !options['skip-lighthouse'] })
  }
  if (options.profiles !== undefined || options['api-url'] !== undefined) {
    await benchSearchAtScale(options)
  }
} catch (error) {
  await cleanUpAll()
  console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
