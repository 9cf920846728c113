/**
 * Calls of a restricted member (docs/api.md, Moderation): the statement of reasons of a
 * decision and the appeal against it (EU DSA Art. 17 and 20); and of a notice's sender: the
 * dismissal of their notice and their appeal against it (Art. 16(5), 20(1)).
 */
import {
  type AppealInput,
  decisionResponseSchema,
  type ModerationDecision,
  type NoticeAppealInput,
  type NoticeOutcome,
  noticeOutcomeResponseSchema,
} from '@dating/domain/moderation'
import type { ApiClient, CallOptions } from './client.ts'

/** A decision by its id (the logged-in member's own) or by the mailed link's token. */
export type DecisionRef = { id: number } | { token: string }

export interface ModerationCalls {
  /** GET /api/decision.php?id= or ?token=: the decision with its appeal, if any. */
  getDecision(ref: DecisionRef, call?: CallOptions): Promise<ModerationDecision>
  /** POST /api/appeal.php: files the one appeal of the decision; answers the decision with it. */
  appeal(input: AppealInput, call?: CallOptions): Promise<ModerationDecision>
  /** GET /api/notice-outcome.php?token=: a dismissed notice as its sender sees it. */
  getNoticeOutcome(token: string, call?: CallOptions): Promise<NoticeOutcome>
  /** POST /api/notice-appeal.php: the sender's one appeal against the dismissal. */
  appealNotice(input: NoticeAppealInput, call?: CallOptions): Promise<NoticeOutcome>
}

export function createModerationCalls(client: ApiClient): ModerationCalls {
  return {
    getDecision: async (ref, call) => {
      const query = 'token' in ref ? { token: ref.token } : { id: String(ref.id) }
      const { data } = await client.request(decisionResponseSchema, {
        ...call,
        path: '/api/decision.php',
        query,
      })
      return data.decision
    },
    appeal: async (input, call) => {
      const { data } = await client.request(decisionResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/appeal.php',
        body: input,
      })
      return data.decision
    },
    getNoticeOutcome: async (token, call) => {
      const { data } = await client.request(noticeOutcomeResponseSchema, {
        ...call,
        path: '/api/notice-outcome.php',
        query: { token },
      })
      return data.outcome
    },
    appealNotice: async (input, call) => {
      const { data } = await client.request(noticeOutcomeResponseSchema, {
        ...call,
        method: 'POST',
        path: '/api/notice-appeal.php',
        body: input,
      })
      return data.outcome
    },
  }
}
