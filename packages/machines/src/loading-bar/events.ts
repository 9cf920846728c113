/** What the app tells the loading bar: router navigations and failed dynamic imports. */
export type LoadingBarEvent =
  | { type: 'navigation-start' }
  | { type: 'navigation-end' }
  | { type: 'chunk-load-failed' }
