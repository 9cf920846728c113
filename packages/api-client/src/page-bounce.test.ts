import { describe, expect, it, vi } from 'vitest'
import { type BeaconWindow, pageHiddenPath, startPageBounceLogging } from './page-bounce.ts'

function fakeWindow(search: string) {
  let listener: (() => void) | null = null
  const document = {
    visibilityState: 'visible',
    addEventListener: vi.fn((_type: string, callback: () => void) => {
      listener = callback
    }),
    removeEventListener: vi.fn(() => {
      listener = null
    }),
  }
  const sendBeacon = vi.fn((_url: string, _data?: Blob) => true)
  const hide = () => {
    document.visibilityState = 'hidden'
    listener?.()
  }
  const show = () => {
    document.visibilityState = 'visible'
    listener?.()
  }
  return {
    window: { location: { search }, document, navigator: { sendBeacon } } satisfies BeaconWindow,
    sendBeacon,
    hide,
    show,
  }
}

describe('startPageBounceLogging', () => {
  it('beacons an empty JSON body each time the page is hidden, with ?lb only', async () => {
    const page = fakeWindow('?network=aff1&lb=1')
    const stop = startPageBounceLogging(page.window)
    page.show()
    expect(page.sendBeacon).not.toHaveBeenCalled()
    page.hide()
    page.show()
    page.hide()
    expect(page.sendBeacon).toHaveBeenCalledTimes(2)
    const [url, body] = page.sendBeacon.mock.calls[0] ?? []
    expect(url).toBe(pageHiddenPath)
    expect(await (body as Blob).text()).toBe('{}')
    expect((body as Blob).type).toBe('application/json')
    stop()
    page.hide()
    expect(page.sendBeacon).toHaveBeenCalledTimes(2)
  })

  it('stays off without the lb query', () => {
    const page = fakeWindow('?network=aff1')
    startPageBounceLogging(page.window)
    page.hide()
    expect(page.sendBeacon).not.toHaveBeenCalled()
  })
})
