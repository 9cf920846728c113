import { notificationCallsInBrowser } from '@dating/api-client/notifications-calls'
import { type AlertMember, alertDismissalKeys } from '@dating/domain/alerts'
import { alertsMachine, type StoredDismissals } from '@dating/machines/alerts'
import {
  selectMailStatus,
  selectPushStatus,
  selectShownAlert,
} from '@dating/machines/alerts/selectors'
import { useLocation, useRevalidator } from '@remix-run/react'
import { useActorRef, useSelector } from '@xstate/react'
import type { User } from '@dating/domain/entities'
import { useEffect, useMemo, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { type MemberView, useRootData } from '~/utils/root-data.ts'
import { AlertList } from './AlertList.tsx'
import { alertMemberOfView } from './alert-member.ts'
import { usePush } from '../push/PushProvider.tsx'

function alertMemberOf(user: User): AlertMember {
  return {
    status: user.status,
    profileStatus: user.profile.status,
    notificationsDisabled: user.notifications_disabled,
    hasMainImage: user.profile.main_image !== null,
  }
}

function readDismissals(): StoredDismissals {
  const stored: StoredDismissals = {}
  for (const key of Object.values(alertDismissalKeys)) {
    stored[key] = window.localStorage.getItem(key)
  }
  return stored
}

/** SPEC §4's alerts of the default layout, driven by @dating/machines/alerts; loaded by SiteAlerts. */
export function SiteAlertsMachine({ member }: { member: MemberView }) {
  const { brand } = useRootData()
  const { pathname } = useLocation()
  const push = usePush()
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  const subscribe = useRef(push.subscribe)
  subscribe.current = push.subscribe
  const facts = useMemo(() => alertMemberOfView(member), [member])

  const [machine] = useState(() =>
    alertsMachine.provide({
      actors: {
        readDismissals: fromPromise(async () => readDismissals()),
        enableMail: fromPromise(async () => {
          const user = await notificationCallsInBrowser().enableMailNotifications()
          revalidate.current()
          return alertMemberOf(user)
        }),
        enablePush: fromPromise(() => subscribe.current()),
      },
      actions: {
        storeDismissal: (_, { key, at }) => {
          try {
            window.localStorage.setItem(key, String(at))
          } catch {
            // Private browsing may refuse storage; the alert still goes away for this visit.
          }
        },
      },
    }),
  )
  const alerts = useActorRef(machine, {
    input: { member: facts, pathname, pushKeySet: brand.pushPublicKey !== null },
  })

  useEffect(() => alerts.send({ type: 'navigate', pathname }), [alerts, pathname])
  useEffect(() => alerts.send({ type: 'member-changed', member: facts }), [alerts, facts])
  useEffect(() => alerts.send({ type: 'push-changed', push: push.state }), [alerts, push.state])

  const shown = useSelector(alerts, selectShownAlert)
  const mailStatus = useSelector(alerts, selectMailStatus)
  const pushStatus = useSelector(alerts, selectPushStatus)
  if (shown === undefined) return null
  return (
    <AlertList
      member={member}
      visible={[shown]}
      mailStatus={mailStatus}
      pushStatus={pushStatus}
      onRequest={(request) =>
        alerts.send(request.type === 'dismiss' ? { ...request, at: Date.now() } : request)
      }
    />
  )
}
