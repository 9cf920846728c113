import type { Plugin } from 'vite'

export function clientBrowserIntl(subsetModule: string): Plugin
