import type { Plugin } from 'vite'

export function smallRecipeRuntime(): Plugin
