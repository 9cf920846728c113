import { fileURLToPath } from 'node:url'
import { clientWithoutMessageParser } from '@dating/vite/client-without-message-parser'
import { vitePlugin as remix } from '@remix-run/dev'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig, type Plugin } from 'vite'

// Loader and action data as single fetch serialises it (turbo-stream), for useLoaderData's types.
declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

const browserIntlModule = fileURLToPath(new URL('./app/utils/browser-intl.tsx', import.meta.url))

/**
 * The client build gets the site's subset of react-intl (app/utils/browser-intl.tsx, issue 12);
 * the server build and the dev server keep react-intl.
 */
function browserIntl(): Plugin {
  return {
    name: 'site:browser-intl',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return source === 'react-intl' && !options?.ssr ? browserIntlModule : null
    },
  }
}

/** Puts every vanilla-extract stylesheet of the client build into the chunk `styles`. */
function oneStylesheet(id: string): string | undefined {
  return /\.vanilla\.css(\?|$)/.test(id) ? 'styles' : undefined
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    clientWithoutMessageParser(),
    browserIntl(),
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
  build: {
    rollupOptions: {
      // The browser gets one stylesheet instead of one per chunk (issue 12: /members loaded 16
      // render-blocking CSS files): every vanilla-extract stylesheet goes into one chunk that
      // holds no JS, so Vite drops its script and lists the one CSS file for every route.
      output: isSsrBuild ? {} : { manualChunks: oneStylesheet },
    },
  },
  ssr: {
    // Internal packages ship TypeScript source, so Vite must bundle them for the server too.
    noExternal: [/^@dating\//],
  },
}))
