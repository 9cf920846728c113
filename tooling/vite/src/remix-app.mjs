/**
 * The parts of a Remix app's Vite config that the site and the landers share: the dev server
 * (its port, and the api same-origin as through remix-server's proxy), one stylesheet per page
 * and one file for the code every page runs (decision 036f), internal packages bundled for the
 * server (they ship TypeScript source).
 */
import { clientChunks } from './client-chunks.mjs'

/** @param {{ isSsrBuild?: boolean, port: number }} options */
export function remixAppConfig({ isSsrBuild, port }) {
  return {
    server: {
      port,
      strictPort: true,
      // `npm run dev`: the browser reaches the api same-origin, as through remix-server's proxy.
      proxy: Object.fromEntries(
        ['/api', '/media'].map((path) => [
          path,
          { target: process.env.API_URL ?? 'http://127.0.0.1:3002', xfwd: true },
        ]),
      ),
    },
    build: {
      rollupOptions: {
        output: isSsrBuild ? {} : { manualChunks: clientChunks() },
      },
    },
    ssr: {
      noExternal: [/^@dating\//],
    },
  }
}
