import { alertDismissalKeys, type AlertMember } from '@dating/domain/alerts'
import type { PushState } from '@dating/domain/push'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { alertOutcomeMs, alertsMachine, type StoredDismissals } from './machine.ts'
import {
  selectAlertsBeforeReady,
  selectDismissedAt,
  selectMailStatus,
  selectPushStatus,
  selectShownAlert,
  selectVisibleAlerts,
} from './selectors.ts'

const member: AlertMember = {
  status: 'active',
  profileStatus: 'active',
  notificationsDisabled: [],
  hasMainImage: false,
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function startAlerts(
  options: {
    member?: AlertMember | null
    pathname?: string
    stored?: StoredDismissals | Error
    enableMail?: () => Promise<AlertMember>
    enablePush?: () => Promise<PushState>
  } = {},
) {
  const clock = new SimulatedClock()
  const storeDismissal = vi.fn()
  const start = options.member === undefined ? member : options.member
  const enableMail = vi.fn(
    options.enableMail ?? (async () => ({ ...(start ?? member), notificationsDisabled: [] })),
  )
  const enablePush = vi.fn(options.enablePush ?? (async (): Promise<PushState> => 'subscribed'))
  const machine = alertsMachine.provide({
    actors: {
      readDismissals: fromPromise(async () => {
        if (options.stored instanceof Error) throw options.stored
        return options.stored ?? {}
      }),
      enableMail: fromPromise(() => enableMail()),
      enablePush: fromPromise(() => enablePush()),
    },
    actions: { storeDismissal: (_, params) => storeDismissal(params) },
  })
  const actor = createActor(machine, {
    clock,
    input: {
      member: start,
      pathname: options.pathname ?? '/members',
      pushKeySet: true,
    },
  })
  actor.start()
  const visible = () => selectVisibleAlerts(actor.getSnapshot())
  return { actor, clock, storeDismissal, enableMail, enablePush, visible }
}

describe('alerts machine', () => {
  it('shows only the activation reminder until the dismissals were read, then the rest', async () => {
    const { visible } = startAlerts({
      member: { ...member, status: 'not_confirmed', profileStatus: 'disabled' },
    })
    expect(visible()).toEqual(['activation'])
    await settle()
    expect(visible()).toEqual(['activation', 'profilePhoto'])
  })

  it('keeps stored dismissals (timestamps under SPEC §4 keys) and ignores other values', async () => {
    const { actor, visible } = startAlerts({
      member: { ...member, notificationsDisabled: ['bounce'] },
      stored: {
        [alertDismissalKeys.profilePhoto]: '1767225600000',
        [alertDismissalKeys.disabledNotifications]: 'yes',
      },
    })
    await settle()
    expect(visible()).toEqual(['disabledNotifications'])
    expect(selectDismissedAt(actor.getSnapshot(), 'profilePhoto')).toBe(1_767_225_600_000)
  })

  it('treats storage it cannot read as nothing dismissed', async () => {
    const { visible } = startAlerts({ stored: new Error('SecurityError') })
    await settle()
    expect(visible()).toEqual(['profilePhoto'])
  })

  it('follows the page, the member and the push state', async () => {
    const { actor, visible } = startAlerts()
    await settle()
    actor.send({ type: 'navigate', pathname: '/profile' })
    expect(visible()).toEqual([])
    actor.send({ type: 'push-changed', push: 'not-subscribed' })
    expect(visible()).toEqual(['push'])
    actor.send({ type: 'navigate', pathname: '/premium' })
    expect(visible()).toEqual([])
    actor.send({ type: 'navigate', pathname: '/likes' })
    expect(visible()).toEqual(['profilePhoto', 'push'])
    actor.send({ type: 'member-changed', member: null })
    expect(visible()).toEqual([])
  })

  it('shows one alert at a time, the most urgent; a dismissal brings the next', async () => {
    const { actor } = startAlerts({
      member: { ...member, status: 'not_confirmed', profileStatus: 'disabled' },
    })
    const shown = () => selectShownAlert(actor.getSnapshot())
    await settle()
    actor.send({ type: 'push-changed', push: 'not-subscribed' })
    expect(shown()).toBe('activation')
    actor.send({ type: 'member-changed', member })
    expect(shown()).toBe('profilePhoto')
    actor.send({ type: 'dismiss', alert: 'profilePhoto', at: 1_000 })
    expect(shown()).toBe('push')
    actor.send({ type: 'dismiss', alert: 'push', at: 2_000 })
    expect(shown()).toBeUndefined()
  })

  it('stores a dismissal with its time and keeps the alert away on every page', async () => {
    const { actor, storeDismissal, visible } = startAlerts()
    await settle()
    actor.send({ type: 'dismiss', alert: 'profilePhoto', at: 1_000 })
    expect(storeDismissal).toHaveBeenCalledWith({ key: 'hide-enrich-alert', at: 1_000 })
    for (const pathname of ['/', '/members/3', '/likes/received']) {
      actor.send({ type: 'navigate', pathname })
      expect(visible()).toEqual([])
    }
  })

  it('turns mail back on and shows the outcome for a while', async () => {
    const { actor, clock, enableMail, visible } = startAlerts({
      member: { ...member, hasMainImage: true, notificationsDisabled: ['listunsubscribe'] },
    })
    await settle()
    expect(visible()).toEqual(['disabledNotifications'])
    actor.send({ type: 'enable-mail' })
    expect(selectMailStatus(actor.getSnapshot())).toBe('working')
    await settle()
    expect(enableMail).toHaveBeenCalledTimes(1)
    expect(selectMailStatus(actor.getSnapshot())).toBe('done')
    expect(visible()).toEqual(['disabledNotifications'])
    clock.increment(alertOutcomeMs - 1)
    expect(visible()).toEqual(['disabledNotifications'])
    clock.increment(1)
    expect(selectMailStatus(actor.getSnapshot())).toBe('idle')
    expect(visible()).toEqual([])
  })

  it('reports a failure to turn mail on and lets the member try again', async () => {
    const { actor, clock, enableMail } = startAlerts({
      member: { ...member, notificationsDisabled: ['bounce'] },
      enableMail: async () => {
        throw new Error('offline')
      },
    })
    await settle()
    actor.send({ type: 'enable-mail' })
    await settle()
    expect(selectMailStatus(actor.getSnapshot())).toBe('failed')
    actor.send({ type: 'enable-mail' })
    await settle()
    expect(enableMail).toHaveBeenCalledTimes(2)
    clock.increment(alertOutcomeMs)
    expect(selectMailStatus(actor.getSnapshot())).toBe('idle')
  })

  it('subscribes to push only while the browser can still be asked', async () => {
    const { actor, clock, enablePush, visible } = startAlerts({
      member: { ...member, hasMainImage: true },
    })
    await settle()
    actor.send({ type: 'enable-push' })
    expect(enablePush).not.toHaveBeenCalled()
    actor.send({ type: 'push-changed', push: 'not-subscribed' })
    actor.send({ type: 'enable-push' })
    await settle()
    expect(selectPushStatus(actor.getSnapshot())).toBe('done')
    expect(visible()).toEqual(['push'])
    clock.increment(alertOutcomeMs)
    expect(visible()).toEqual([])
  })

  it('keeps a refused permission in the alert, then hides the alert for a denied browser', async () => {
    const { actor, clock, visible } = startAlerts({
      member: { ...member, hasMainImage: true },
      enablePush: async () => 'denied',
    })
    await settle()
    actor.send({ type: 'push-changed', push: 'not-subscribed' })
    actor.send({ type: 'enable-push' })
    await settle()
    expect(selectPushStatus(actor.getSnapshot())).toBe('failed')
    expect(visible()).toEqual(['push'])
    clock.increment(alertOutcomeMs)
    expect(visible()).toEqual([])
  })

  it('hides an alert dismissed while its outcome shows', async () => {
    const { actor, visible } = startAlerts({
      member: { ...member, hasMainImage: true, notificationsDisabled: ['fbl'] },
    })
    await settle()
    actor.send({ type: 'enable-mail' })
    await settle()
    actor.send({ type: 'dismiss', alert: 'disabledNotifications', at: 5 })
    expect(visible()).toEqual([])
  })
})

describe('selectAlertsBeforeReady', () => {
  it('answers what the machine shows before the dismissals were read', () => {
    const unconfirmed: AlertMember = {
      status: 'not_confirmed',
      profileStatus: 'disabled',
      notificationsDisabled: [],
      hasMainImage: false,
    }
    for (const start of [member, unconfirmed, null]) {
      for (const pathname of ['/members', '/settings', '/']) {
        const { actor } = startAlerts({ member: start, pathname })
        const facts = { member: start, pathname, push: 'unknown' as const, pushKeySet: true }
        expect(selectAlertsBeforeReady(facts)).toEqual(selectVisibleAlerts(actor.getSnapshot()))
      }
    }
    expect(
      selectAlertsBeforeReady({
        member: unconfirmed,
        pathname: '/members',
        push: 'unknown',
        pushKeySet: true,
      }),
    ).toEqual(['activation'])
  })
})
