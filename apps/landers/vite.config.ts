import { clientChunks } from '@dating/vite/client-chunks'
import { clientWithoutMessageParser } from '@dating/vite/client-without-message-parser'
import { smallRecipeRuntime } from '@dating/vite/small-recipe-runtime'
import { remixFuture } from '@dating/vite/remix-future'
import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'

// Loader and action data as single fetch serialises it (turbo-stream), for useLoaderData's types.
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    clientWithoutMessageParser(),
    smallRecipeRuntime(),
    vanillaExtractPlugin(),
    remix({ future: remixFuture }),
  ],
  server: {
    port: Number(process.env.LANDERS_PORT ?? 3001),
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
      // One stylesheet per page and one file for the code every page runs (decision 036).
      output: isSsrBuild ? {} : { manualChunks: clientChunks() },
    },
  },
  ssr: {
    // Internal packages ship TypeScript source, so Vite must bundle them for the server too.
    noExternal: [/^@dating\//],
  },
}))
