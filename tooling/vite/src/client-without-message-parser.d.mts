import type { Plugin } from 'vite'

export function clientWithoutMessageParser(): Plugin
