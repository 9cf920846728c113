import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'

// Loader and action data as single fetch serialises it (turbo-stream), for useLoaderData's types.
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
  ],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  server: {
    port: Number(process.env.SITE_PORT ?? 3000),
    strictPort: true,
    // `npm run dev`: the browser reaches the api same-origin, as through remix-server's proxy.
    proxy: Object.fromEntries(
      ['/api', '/media'].map((path) => [
        path,
        { target: process.env.API_URL ?? 'http://127.0.0.1:3002', xfwd: true },
      ]),
    ),
  },
  ssr: {
    // Internal packages ship TypeScript source, so Vite must bundle them for the server too.
    noExternal: [/^@dating\//],
  },
})
