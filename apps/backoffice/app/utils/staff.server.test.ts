import { describe, expect, it } from 'vitest'
import { loginUrl, safeNext } from './staff.server.ts'

describe('safeNext', () => {
  it('keeps paths of this app and sends anything else to the queue', () => {
    expect(safeNext('/queue/12?x=1')).toBe('/queue/12?x=1')
    expect(safeNext('//evil.example/x')).toBe('/queue')
    expect(safeNext('/\\evil.example')).toBe('/queue')
    expect(safeNext('https://evil.example')).toBe('/queue')
    expect(safeNext(null)).toBe('/queue')
  })
})

describe('loginUrl', () => {
  it('brings the staff member back to the page they asked for', () => {
    expect(loginUrl(new Request('http://bo.test/queue/4?tab=1'))).toBe(
      '/login?next=%2Fqueue%2F4%3Ftab%3D1',
    )
    expect(loginUrl(new Request('http://bo.test/'))).toBe('/login')
  })
})
