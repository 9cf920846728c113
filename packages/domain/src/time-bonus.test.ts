import { describe, expect, it } from 'vitest'
import { countdownText, isMembersArea, timeBonusRemainingMs } from './time-bonus.ts'

const signup = new Date('2026-01-01T10:00:00Z')
const at = (iso: string) => new Date(iso)

describe('time bonus', () => {
  it('lasts four hours from signup for a member who has not paid', () => {
    expect(timeBonusRemainingMs(signup, at('2026-01-01T10:00:00Z'), false)).toBe(14_400_000)
    expect(timeBonusRemainingMs(signup, at('2026-01-01T13:59:59Z'), false)).toBe(1_000)
    expect(timeBonusRemainingMs(signup, at('2026-01-01T14:00:00Z'), false)).toBe(0)
    expect(timeBonusRemainingMs(signup, at('2026-01-01T11:00:00Z'), true)).toBe(0)
  })
  it('counts down as hh:mm:ss', () => {
    expect(countdownText(14_400_000)).toBe('04:00:00')
    expect(countdownText(3_661_000)).toBe('01:01:01')
    expect(countdownText(500)).toBe('00:00:01')
    expect(countdownText(0)).toBe('00:00:00')
  })
})

describe('members area', () => {
  it('is members, a profile, chats, likes, a liked profile and premium', () => {
    for (const path of [
      '/members',
      '/members/12',
      '/chats',
      '/likes',
      '/likes/m/4',
      '/premium',
      '/likes/',
    ]) {
      expect(isMembersArea(path)).toBe(true)
    }
    for (const path of [
      '/',
      '/credits',
      '/members/12/chat',
      '/likes/sent',
      '/chats/3',
      '/profile',
    ]) {
      expect(isMembersArea(path)).toBe(false)
    }
  })
})
