import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { respondWithDocument } from './document.ts'
import { useNonce } from './nonce.ts'

function ScriptWithNonce() {
  return createElement('script', { nonce: useNonce() }, 'void 0')
}

describe('respondWithDocument', () => {
  it('streams the document with a fresh nonce in its scripts and its Content-Security-Policy', async () => {
    const headers = new Headers()
    const seen: string[] = []
    const response = await respondWithDocument(
      new Request('https://flirtwave.example/', { headers: { 'user-agent': 'Googlebot' } }),
      200,
      headers,
      (nonce) => {
        seen.push(nonce)
        return createElement(ScriptWithNonce)
      },
      { formTargets: ['https://members.example'] },
    )
    const [nonce] = seen
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    const policy = response.headers.get('Content-Security-Policy') ?? ''
    expect(policy).toContain(`'nonce-${nonce}'`)
    expect(policy).toContain("form-action 'self' https://members.example")
    expect(await response.text()).toContain(`<script nonce="${nonce}">void 0</script>`)
  })
})
