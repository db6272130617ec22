import type {
  DocumentFormat,
  FileKind,
  OrganizationType,
  ScanStatus,
  TaskStatus,
  TaskType,
  TransactionType,
  UserStatus,
} from '@caoscan/core';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TeamTables } from './schema-team';
import type { ReviewTables } from './schema-review';
import type { CatalogueTables } from './schema-catalogue';

/**
 * Kysely table types. One interface per table; migrations in ./migrations are the source of truth
 * for columns, and the status unions come from @caoscan/core (the CHECK constraints list the same).
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | undefined, string>; // insert/update as JSON text

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  type: OrganizationType;
  parent_id: string | null;
  share_scans_with_organization: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  display_name: string | null;
  status: Generated<UserStatus>;
  /** The organisation the user works in (their role assignments are scoped to it). */
  organization_id: string | null;
  email_confirmed_at: NullableTimestamp;
  last_sign_in_at: NullableTimestamp;
  /** migration 0018: e-mails about a new cao version of a scan (issue K); false = opted out in /configuratie. */
  cao_alert_emails: Generated<boolean>;
  user_metadata: Json;
  app_metadata: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RolesTable {
  id: Generated<string>;
  name: string;
  description: string | null;
  created_at: Timestamp;
}

export interface RoleAssignmentsTable {
  id: Generated<string>;
  user_id: string;
  role_id: string;
  /** null for platform-wide roles (admin). */
  organization_id: string | null;
  assigned_at: Timestamp;
}

/** Linked sign-in identities (e-mail, azure, google). */
export interface IdentitiesTable {
  id: Generated<string>;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Json;
  last_sign_in_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  aal: Generated<string>;
  amr_method: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Timestamp;
  refreshed_at: NullableTimestamp;
  /** Set on logout, user disable or refresh-token reuse: every token of the session dies. */
  revoked_at: NullableTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  parent_hash: string | null;
  revoked: Generated<boolean>;
  created_at: Timestamp;
}

export interface OneTimeCodesTable {
  id: Generated<string>;
  user_id: string;
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

/** PKCE OAuth flows: upstream provider state and our auth code for /token?grant_type=pkce. */
export interface FlowStatesTable {
  id: Generated<string>;
  provider: string;
  code_challenge: string;
  code_challenge_method: string;
  redirect_to: string;
  provider_state: string;
  provider_code_verifier: string;
  provider_nonce: string;
  auth_code: string | null;
  user_id: string | null;
  created_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface OutboxEmailsTable {
  id: Generated<string>;
  to_email: string;
  subject: string;
  text: string;
  html: string | null;
  sent_at: NullableTimestamp;
  created_at: Timestamp;
}

// ---------- scans, files, credits (migration 0002) ----------
export interface CaoScansTable {
  id: Generated<string>;
  organization_id: string;
  /** The owner; null once the user is deleted. */
  user_id: string | null;
  name: string;
  description: string | null;
  status: Generated<ScanStatus>;
  current_step: Generated<number>;
  is_abu_cao: boolean | null;
  current_cao_name: string | null;
  current_cao_sector: string | null;
  current_cao_file_id: string | null;
  client_cao_name: string | null;
  client_cao_sector: string | null;
  client_cao_file_id: string | null;
  /** The catalogue version a 'Ja, ABU / NBBU' scan ran on (migration 0017); null: configured or bundled. */
  current_cao_version_id: ColumnType<string | null, string | null | undefined, string | null>;
  error_message: string | null;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One row per upload; the bytes are stored once per sha256 (storage_key). */
export interface StoredFilesTable {
  id: Generated<string>;
  organization_id: string;
  uploaded_by: string | null;
  cao_scan_id: string | null;
  kind: FileKind | null;
  original_filename: string;
  content_type: string;
  format: DocumentFormat;
  file_size: number;
  page_count: number;
  sha256: string;
  storage_key: string;
  cao_name: string | null;
  sector: string | null;
  /** Uploaded to the organisation's file store ('Bestanden beheren'): kept without a scan. */
  in_library: Generated<boolean>;
  created_at: Timestamp;
}

export interface ScanSectionTasksTable {
  id: Generated<string>;
  scan_id: string;
  section_name: string;
  section_display_name: string;
  /** The category's place in the display order. */
  position: Generated<number>;
  task_type: TaskType;
  status: Generated<TaskStatus>;
  /** Which document(s) the task works on; a changed selection re-queues the task. */
  input_key: string;
  error_message: string | null;
  attempts: Generated<number>;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Extraction results per document content, engine version and extractor: work done once. */
export interface ExtractionCacheTable {
  sha256: string;
  engine_version: string;
  extractor: string;
  section_name: string;
  result: Json;
  created_at: Timestamp;
}

/** A document's text as the engine read it, per content and reader version (read once, reused). */
export interface DocumentTextsTable {
  sha256: string;
  reader_version: string;
  text_gzip: Uint8Array;
  created_at: Timestamp;
}

export interface OrganizationCreditsTable {
  organization_id: string;
  balance: number;
  updated_at: Timestamp;
}

export interface CreditTransactionsTable {
  id: Generated<string>;
  organization_id: string;
  transaction_type: TransactionType;
  credits_amount: number;
  balance_after: number;
  description: string | null;
  idempotency_key: string | null;
  scan_id: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

// ---------- billing and checkout (migration 0005) ----------
export interface OrganizationBillingTable {
  organization_id: string;
  name: string;
  contact_person: string | null;
  cost_center: string | null;
  account_email: string;
  address_line1: string;
  address_line2: string | null;
  postal_code: string;
  city: string;
  country: string;
  phone_number: string;
  vat_number: string;
  kvk_number: string;
  updated_by: string | null;
  updated_at: Timestamp;
}

export type CheckoutProvider = 'stripe' | 'local';

export interface CheckoutSessionsTable {
  id: string;
  provider: CheckoutProvider;
  organization_id: string;
  created_by: string | null;
  credits_quantity: number;
  amount_total_cents: number;
  currency: Generated<string>;
  status: Generated<'open' | 'complete' | 'expired'>;
  payment_status: Generated<'paid' | 'unpaid' | 'no_payment_required'>;
  fulfilled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Request counts of the rate limits, shared by every server process (migration 0016). */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}

export interface Database extends TeamTables, ReviewTables, CatalogueTables {
  organizations: OrganizationsTable;
  users: UsersTable;
  roles: RolesTable;
  role_assignments: RoleAssignmentsTable;
  identities: IdentitiesTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
  flow_states: FlowStatesTable;
  outbox_emails: OutboxEmailsTable;
  cao_scans: CaoScansTable;
  stored_files: StoredFilesTable;
  scan_section_tasks: ScanSectionTasksTable;
  extraction_cache: ExtractionCacheTable;
  document_texts: DocumentTextsTable;
  organization_credits: OrganizationCreditsTable;
  credit_transactions: CreditTransactionsTable;
  organization_billing: OrganizationBillingTable;
  checkout_sessions: CheckoutSessionsTable;
  rate_limit_hits: RateLimitHitsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Organization = Selectable<OrganizationsTable>;
export type Role = Selectable<RolesTable>;
