export { writeComparisonXlsx } from './write-comparison-xlsx';
export { originKey, type ComparisonExportMeta, type ExportReview } from './summary-sheet';
export { COMPARISON_COLUMNS, ENGINE_ORIGIN } from './comparison-sheet';
export { describeSearch } from './control-list-sheet';
export {
  writeVersionChangesXlsx,
  VERSION_CHANGES_SHEET,
  VERSION_CHANGE_COLUMNS,
  type VersionChangesExportMeta,
} from './write-version-changes-xlsx';
