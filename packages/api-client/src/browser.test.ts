import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiInBrowser } from './browser.ts'
import { browserClient } from './browser-client.ts'
import { onBrowserLogout } from './logout.ts'
import { chatCallsInBrowser } from './chat-calls.ts'

const refusal = () =>
  Response.json(
    { error: 'authentication_required', message: 'Please log in to continue.' },
    { status: 403 },
  )

describe('the browser api client', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is one client, and a 403 authentication_required from any call reaches the logout handler', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal()),
    )
    const loggedOut = vi.fn()
    const stop = onBrowserLogout(loggedOut)
    await expect(apiInBrowser().getAutoLike()).rejects.toThrow()
    await expect(chatCallsInBrowser().markChatRead(7)).rejects.toThrow()
    expect(loggedOut).toHaveBeenCalledTimes(2)
    expect(browserClient()).toBe(browserClient())
    stop()
    await expect(apiInBrowser().getAutoLike()).rejects.toThrow()
    expect(loggedOut).toHaveBeenCalledTimes(2)
  })

  it('does not log out when user.php says the visitor is not logged in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal()),
    )
    const loggedOut = vi.fn()
    const stop = onBrowserLogout(loggedOut)
    await expect(apiInBrowser().getCurrentUser()).rejects.toThrow()
    expect(loggedOut).not.toHaveBeenCalled()
    stop()
  })
})
