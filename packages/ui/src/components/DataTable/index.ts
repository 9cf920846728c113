export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type RowTone,
} from './DataTable.tsx'
export { rowTones } from './DataTable.css.ts'
