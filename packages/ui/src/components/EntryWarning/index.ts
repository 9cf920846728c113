export { EntryWarning, type EntryWarningProps, useStandaloneDisplay } from './EntryWarning.tsx'
