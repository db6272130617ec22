import type { ColumnType, Generated } from 'kysely';

/** migration 0010: a reviewer's corrections to a completed scan, each change one row. */
export interface ScanValueCorrectionsTable {
  id: Generated<string>;
  /** bigserial: the order of the trail (read as a string by pg, never needed as a number). */
  seq: Generated<string>;
  scan_id: string;
  category: string;
  element_key: string;
  side: 'current' | 'client';
  action: 'correct' | 'restore';
  old_value: string | null;
  new_value: string | null;
  /** The corrected value as the engine keeps values: a number, an ISO date or text; null on restore. */
  value_json: ColumnType<unknown, string | null, string | null>;
  page: number | null;
  article: string | null;
  reason: string | null;
  author_id: string | null;
  author_name: string;
  created_at: Generated<Date>;
}

export interface ReviewTables {
  scan_value_corrections: ScanValueCorrectionsTable;
}
