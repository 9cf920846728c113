export { type KeyValueItem, KeyValuePanel, type KeyValuePanelProps } from './KeyValuePanel.tsx'
export { keyValueColumns } from './KeyValuePanel.css.ts'
