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

/** migration 0018: which organisations were told that a version became current (catalogue/alerts/). */
export interface CaoVersionAlertsTable {
  version_id: string;
  organization_id: string;
  previous_version_id: string | null;
  /** The scans that used the previous version: string[]. */
  scan_ids: ColumnType<unknown, string, string>;
  /** The admins' e-mail addresses the alert was sent to: string[]. */
  emailed_to: ColumnType<unknown, string | undefined, string>;
  created_at: Generated<Date>;
  emailed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** migration 0019: alerts still to send after a version became current (catalogue/alerts/). */
export interface CaoVersionAlertRunsTable {
  version_id: string;
  previous_version_id: string;
  attempts: Generated<number>;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

/** migration 0021: each alert e-mail, recorded before it is sent and marked once sent (catalogue/alerts/). */
export interface CaoVersionAlertEmailsTable {
  version_id: string;
  organization_id: string;
  email: string;
  /** The Message-ID header every attempt of this e-mail carries. */
  message_id: string;
  attempts: Generated<number>;
  last_attempt_at: Generated<Date>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface CatalogueTables {
  catalogue_caos: CatalogueCaosTable;
  catalogue_cao_versions: CatalogueCaoVersionsTable;
  cao_version_alerts: CaoVersionAlertsTable;
  cao_version_alert_runs: CaoVersionAlertRunsTable;
  cao_version_alert_emails: CaoVersionAlertEmailsTable;
}
