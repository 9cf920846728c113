import type { MemberView } from '~/utils/root-data.ts'
import { useLaterModule } from '@dating/ui/later'

const loadOffer = () => import('./TimeBonusOffer.tsx')

/**
 * The time bonus of SPEC §4 for a member who has not paid. Its machine loads after hydration:
 * the banner and the modal never show before the member is seen in the members area, so the
 * server renders nothing here either. Mounted per member, so logging out ends it.
 */
export function TimeBonus({ member }: { member: MemberView | null }) {
  const offered = member !== null && !member.paidUser
  const { module } = useLaterModule(loadOffer, offered)
  if (!offered || !module) return null
  return <module.TimeBonusOffer key={member.profileId} member={member} />
}
