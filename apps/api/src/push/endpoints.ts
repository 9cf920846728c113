/**
 * Which push endpoints the api posts to. A subscription's endpoint comes from the browser, so
 * an unchecked one would let anybody make the api send requests into its own network. Only the
 * browser vendors' push services are allowed, over https, plus origins the operator names in
 * PUSH_ENDPOINT_ORIGINS (a self-hosted push service, or the local one of the tests).
 */
const pushServiceHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
]

function isPushServiceHost(hostname: string): boolean {
  return pushServiceHosts.some((host) => hostname === host || hostname.endsWith(`.${host}`))
}

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (extraOrigins.includes(url.origin)) return true
  return (
    url.protocol === 'https:' &&
    (url.port === '' || url.port === '443') &&
    isPushServiceHost(url.hostname)
  )
}

declare module '../http/context.ts' {
  interface AppDeps {
    /**
     * Origins besides the browser vendors' push services that push subscriptions may point at
     * (PUSH_ENDPOINT_ORIGINS: a self-hosted push service, the tests' local one). Default none.
     */
    pushEndpointOrigins?: readonly string[]
  }
}
