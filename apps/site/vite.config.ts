import { fileURLToPath } from 'node:url'
import { clientBrowserIntl } from '@dating/vite/client-browser-intl'
import { clientWithoutMessageParser } from '@dating/vite/client-without-message-parser'
import { remixAppConfig } from '@dating/vite/remix-app'
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
    clientBrowserIntl(fileURLToPath(import.meta.resolve('@dating/i18n/browser-intl'))),
    vanillaExtractPlugin(),
    remix({ future: remixFuture }),
  ],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  ...remixAppConfig({ isSsrBuild, port: Number(process.env.SITE_PORT ?? 3000) }),
}))
