import type { AlertMember } from '@dating/domain/alerts'
import type { MemberView } from '~/utils/root-data.ts'

/** The facts about the member the alerts machine and its rules read. */
export function alertMemberOfView(member: MemberView): AlertMember {
  return {
    status: member.status,
    profileStatus: member.profileStatus,
    notificationsDisabled: member.notificationsDisabled,
    hasMainImage: member.thumbnail !== null,
  }
}
