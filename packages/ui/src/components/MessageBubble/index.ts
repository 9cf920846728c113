export {
  MessageBubble,
  type MessageBubbleProps,
  type MessageSide,
  type MessageStatus,
} from './MessageBubble.tsx'
export { messageSides, messageStatuses } from './MessageBubble.css.ts'
