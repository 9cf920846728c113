import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

// The future flags of the apps that change what the browser loads.
export default defineConfig({
  logLevel: 'warn',
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
      },
    }),
  ],
})
