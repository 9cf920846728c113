let logoutHandler: (() => void) | null = null

/**
 * What the page does when the api says the session is gone (the site sends the visitor to its
 * login, whose loader drops the dead cookie). Answers a function that removes the handler.
 * A module of its own, so a page registers it without loading the api client.
 */
export function onBrowserLogout(handler: () => void): () => void {
  logoutHandler = handler
  return () => {
    if (logoutHandler === handler) logoutHandler = null
  }
}

/** Runs the page's logout handler, if any (the browser's api client calls it). */
export function browserLoggedOut(): void {
  logoutHandler?.()
}
