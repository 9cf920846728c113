import { useLocation, useNavigation, useRevalidator } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useRootData } from '~/utils/root-data.ts'

const profilePath = /^\/(members|likes\/m)\/\d+$/

/**
 * Opening a profile that liked the member marks the like as seen while the layout's loader
 * counts the new likes at the same time; once such a page has loaded, the layout loads once
 * more so the new-likes badge shows the count after the visit.
 */
export function SeenLikesRefresh() {
  const { member } = useRootData()
  const location = useLocation()
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const refreshedFor = useRef<string | null>(null)
  const hasNewLikes = Boolean(member && member.newLikes > 0)

  useEffect(() => {
    if (!hasNewLikes || !profilePath.test(location.pathname)) return
    if (navigation.state !== 'idle' || revalidator.state !== 'idle') return
    if (refreshedFor.current === location.key) return
    refreshedFor.current = location.key
    revalidator.revalidate()
  }, [hasNewLikes, location.key, location.pathname, navigation.state, revalidator])

  return null
}
