import type { CatalogueExtractionStatus, DocumentFormat } from '@caoscan/core';
import type { ColumnType, Generated } from 'kysely';

/** A calendar day: pg answers a `date` as a Date at local midnight unless read as text (see catalogue/). */
type Day = ColumnType<string | null, string | null | undefined, string | null>;

/** migration 0017: the platform's cao catalogue (issue K). */
export interface CatalogueCaosTable {
  id: Generated<string>;
  name: string;
  sector: string;
  is_agency_cao: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface CatalogueCaoVersionsTable {
  id: Generated<string>;
  cao_id: string;
  label: string;
  term_start: Day;
  term_end: Day;
  original_filename: string;
  content_type: string;
  format: DocumentFormat;
  file_size: number;
  page_count: number;
  sha256: string;
  storage_key: string;
  extraction_status: Generated<CatalogueExtractionStatus>;
  extraction_error: string | null;
  extraction_started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  is_current: Generated<boolean>;
  uploaded_by: string | null;
  created_at: Generated<Date>;
}

export interface CatalogueTables {
  catalogue_caos: CatalogueCaosTable;
  catalogue_cao_versions: CatalogueCaoVersionsTable;
}
