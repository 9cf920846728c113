export { EntryWarning, type EntryWarningProps } from './EntryWarning.tsx'
export { useStandaloneDisplay } from './standalone-display.ts'
