/** The Remix v3 future flags both apps build with (decision 036f; the bench counts their bytes with them). */
export const remixFuture = /** @type {const} */ ({
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_lazyRouteDiscovery: true,
  v3_singleFetch: true,
  v3_routeConfig: true,
})
