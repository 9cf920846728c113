// The baseline: the smallest Hono app on the same node adapter the api uses.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const port = Number(process.env.PORT)
if (!Number.isInteger(port) || port <= 0) {
  console.error('hello-world: PORT must be a port number')
  process.exit(1)
}

const app = new Hono()
app.get('/', (context) => context.text('Hello, world!'))

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
