import type { Rollup } from 'vite'

export function clientChunks(): Rollup.GetManualChunk
