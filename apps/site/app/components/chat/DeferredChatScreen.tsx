import { markupUntilLoaded } from '@dating/ui/later'

/**
 * The chat screen, rendered on the server as the page's content, hydrating after the page: its
 * code (the composer, the message list, the chat calls with their schemas) is not in the first
 * load (decision 036e). A chat opened by a client-side navigation before that code has arrived
 * shows once it has.
 */
export const DeferredChatScreen = markupUntilLoaded(() =>
  import('./ChatScreen.tsx').then((module) => module.ChatScreen),
)
