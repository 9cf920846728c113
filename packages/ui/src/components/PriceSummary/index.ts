export { PriceSummary, type PriceSummaryProps, type PriceSummaryRow } from './PriceSummary.tsx'
