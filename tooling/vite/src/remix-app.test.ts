import { describe, expect, it } from 'vitest'
import { remixAppConfig } from './remix-app.mjs'

describe('remixAppConfig', () => {
  it('serves on the given port with the api and media same-origin', () => {
    const { server } = remixAppConfig({ port: 3001 })
    expect(server?.port).toBe(3001)
    expect(server?.strictPort).toBe(true)
    expect(Object.keys(server?.proxy ?? {})).toEqual(['/api', '/media'])
  })

  it('splits chunks in the client build only', () => {
    const client = remixAppConfig({ port: 3000, isSsrBuild: false }).build?.rollupOptions?.output
    const server = remixAppConfig({ port: 3000, isSsrBuild: true }).build?.rollupOptions?.output
    expect(client).toHaveProperty('manualChunks')
    expect(server).toEqual({})
  })
})
