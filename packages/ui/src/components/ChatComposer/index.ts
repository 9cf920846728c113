export { ChatComposer, type ChatComposerProps } from './ChatComposer.tsx'
