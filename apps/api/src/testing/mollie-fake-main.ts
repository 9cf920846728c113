/**
 * Runs the Mollie stand-in on its own, to try the api against a slow provider by hand:
 *   pnpm --filter @dating/api run mollie-fake --port 5140 --delay 400 --refund-delay 400
 * then start the api with MOLLIE_API_KEY=test_<30 characters>,
 * MOLLIE_API_ENDPOINT=<the printed endpoint> and NODE_TLS_REJECT_UNAUTHORIZED=0 (its certificate
 * is self-signed). `POST /fake/payments/<tr_id>/status` with `{"status":"paid"}` plays the
 * customer at the checkout; then call the api's webhook with `id=<tr_id>`.
 */
import { parseArgs } from 'node:util'
import { startMollieFake } from './mollie-fake.ts'

const { values } = parseArgs({
  // `pnpm run x -- --port …` passes the `--` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    port: { type: 'string', default: '0' },
    delay: { type: 'string', default: '0' },
    'refund-delay': { type: 'string', default: '0' },
  },
})

const fake = await startMollieFake({
  port: Number(values.port),
  delays: { everyMs: Number(values.delay), refundMs: Number(values['refund-delay']) },
})
console.log(`Mollie stand-in at ${fake.apiEndpoint}`)
const stop = () => {
  void fake.stop().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
