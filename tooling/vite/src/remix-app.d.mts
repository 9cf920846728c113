import type { UserConfig } from 'vite'

export function remixAppConfig(options: {
  isSsrBuild?: boolean
  port: number
}): Pick<UserConfig, 'server' | 'build' | 'ssr'>
