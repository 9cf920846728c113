/**
 * The free conversations of SPEC §9: a member who has not paid may write to as many members as
 * the site's free conversations allow (two by default), and always again to a member written to
 * before; a paid member writes to anyone. The api's chat view (`can_start`) and its send ask
 * this one rule.
 */
export type ConversationStarts = {
  /** How many members the writer has written to (every start, also of chats since removed). */
  started: number
  /** Whether one of them is the member they want to write to now. */
  withPeer: boolean
}

export function mayWriteTo(
  writer: { paidUser: boolean },
  starts: ConversationStarts,
  freeConversations: number,
): boolean {
  return writer.paidUser || starts.withPeer || starts.started < freeConversations
}
