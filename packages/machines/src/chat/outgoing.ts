import type { ChatMessage } from '@dating/domain/chat'
import { assign, sendParent, setup } from 'xstate'
import type { Outgoing } from './entries.ts'
import type { ChatEvent, OutgoingEvent, Refusal } from './types.ts'

export type OutgoingInput = { clientId: string; outgoing: Outgoing }

type OutgoingContext = OutgoingInput & {
  message: ChatMessage | null
  freeMessagesLeft: number
  refusal: Refusal | null
}

/**
 * One message the member sends, under one client message id for all its tries: `Sending` asks
 * the chat to deliver it, then it is `Sent`, `Failed` (the network: a retry sends it again
 * under the same id, so the api stores and charges it once) or `Refused` (the api said no).
 */
export const outgoingMessageMachine = setup({
  types: {
    context: {} as OutgoingContext,
    events: {} as OutgoingEvent,
    input: {} as OutgoingInput,
  },
  actions: {
    askDelivery: sendParent(
      ({ context }): ChatEvent => ({
        type: 'outgoing.deliver',
        clientId: context.clientId,
        outgoing: context.outgoing,
      }),
    ),
    keepAnswer: assign(({ event }) =>
      event.type === 'delivered'
        ? { message: event.message, freeMessagesLeft: event.freeMessagesLeft }
        : event.type === 'refused'
          ? { refusal: event.refusal }
          : {},
    ),
    tellSent: sendParent(
      ({ context }): ChatEvent => ({
        type: 'outgoing.sent',
        clientId: context.clientId,
        // Sent is entered only with the stored message.
        message: context.message as ChatMessage,
        freeMessagesLeft: context.freeMessagesLeft,
      }),
    ),
    tellFailed: sendParent(
      ({ context }): ChatEvent => ({ type: 'outgoing.failed', clientId: context.clientId }),
    ),
    tellRefused: sendParent(
      ({ context }): ChatEvent => ({
        type: 'outgoing.refused',
        clientId: context.clientId,
        refusal: context.refusal ?? { kind: 'error', text: '' },
        outgoing: context.outgoing,
      }),
    ),
  },
}).createMachine({
  id: 'outgoingMessage',
  context: ({ input }) => ({ ...input, message: null, freeMessagesLeft: 0, refusal: null }),
  initial: 'Sending',
  states: {
    Sending: {
      tags: ['sending'],
      entry: 'askDelivery',
      on: {
        delivered: { target: 'Sent', actions: 'keepAnswer' },
        failed: 'Failed',
        refused: { target: 'Refused', actions: 'keepAnswer' },
      },
    },
    Failed: {
      tags: ['failed'],
      entry: 'tellFailed',
      on: { retry: 'Sending' },
    },
    Sent: { type: 'final', entry: 'tellSent' },
    Refused: { type: 'final', entry: 'tellRefused' },
  },
})
