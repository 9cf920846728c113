export const remixFuture: {
  readonly v3_fetcherPersist: true
  readonly v3_relativeSplatPath: true
  readonly v3_throwAbortReason: true
  readonly v3_lazyRouteDiscovery: true
  readonly v3_singleFetch: true
  readonly v3_routeConfig: true
}
