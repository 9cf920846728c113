export { ChatPhotoDraft, type ChatPhotoDraftProps } from './ChatPhotoDraft.tsx'
