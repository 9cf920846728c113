/**
 * Gif search behind one interface (docs/decisions/017-gifts-gifs-photos.md): the bundled
 * sticker set answers when no hosted gif api is configured.
 */
import type { Gif } from '@dating/domain/chat'

export type GifProvider = {
  name: string
  search: (query: string, limit: number) => Promise<Gif[]>
  /** The image url of a gif id this provider answered, or null for an unknown id. */
  resolve: (id: string) => Promise<string | null>
}

declare module '../http/context.ts' {
  interface AppDeps {
    /** Gif search for the chat (default: the bundled sticker set). */
    gifs?: GifProvider
  }
}
