import { fileURLToPath } from 'node:url'
import { clientWithoutMessageParser } from '@dating/vite/client-without-message-parser'
import { remixAppConfig } from '@dating/vite/remix-app'
import { remixFuture } from '@dating/vite/remix-future'
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
 * The site's browser code gets its subset of react-intl (app/utils/browser-intl.tsx, decisions
 * 036e and 052), in `vite build` and on the dev server alike; the server keeps react-intl.
 */
function browserIntl(): Plugin {
  return {
    name: 'site:browser-intl',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return source === 'react-intl' && !options?.ssr ? browserIntlModule : null
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    clientWithoutMessageParser(),
    browserIntl(),
    vanillaExtractPlugin(),
    remix({ future: remixFuture }),
  ],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  ...remixAppConfig({ isSsrBuild, port: Number(process.env.SITE_PORT ?? 3000) }),
}))
