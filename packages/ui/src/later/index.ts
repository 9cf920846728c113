export { afterLaterCode, markupComponentsLoaded } from './later-code.ts'
export { type MarkupUntilLoadedOptions, markupUntilLoaded } from './markup-until-loaded.tsx'
export { useLaterModule } from './use-later-module.ts'
