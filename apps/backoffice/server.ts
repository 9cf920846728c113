/** Production server; run with `node --import tsx server.ts` after `remix vite:build`. */
import { fileURLToPath } from 'node:url'
import { startRemixServer } from '@dating/remix-server/server'
import { env } from './app/utils/env.server.ts'

const config = env()

await startRemixServer({
  name: 'backoffice',
  port: config.BACKOFFICE_PORT,
  buildDir: fileURLToPath(new URL('./build', import.meta.url)),
  apiUrl: config.API_URL,
  mode: config.NODE_ENV,
})
