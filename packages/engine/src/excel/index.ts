export { writeComparisonXlsx } from './write-comparison-xlsx';
export type { ComparisonExportMeta } from './summary-sheet';
export { COMPARISON_COLUMNS } from './comparison-sheet';
