import type { ActivityScope, ActivityType, InvitationStatus } from '@caoscan/core';
import type { ColumnType, Generated } from 'kysely';

/** Tables of migration 0006 (invitations, activity feed); `Database` in schema.ts extends these. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface InvitationsTable {
  id: Generated<string>;
  organization_id: string;
  role_id: string;
  email: string;
  /** sha-256 of the link's token; the token itself is only in the e-mail. */
  token_hash: string;
  /** Stored status; a 'pending' row past expires_at reads as 'expired'. */
  status: Generated<InvitationStatus>;
  invited_by: string | null;
  accepted_by: string | null;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ActivityEventsTable {
  id: Generated<string>;
  organization_id: string;
  actor_id: string | null;
  activity_type: ActivityType;
  activity_scope: ActivityScope;
  payload: ColumnType<unknown, string | undefined, string>;
  reference_id: string | null;
  occurred_at: Timestamp;
}

/** Migration 0007: what back-office staff changed, by whom and when (append only). */
export interface AdminAuditLogTable {
  id: Generated<string>;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  details: ColumnType<unknown, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface TeamTables {
  invitations: InvitationsTable;
  activity_events: ActivityEventsTable;
  admin_audit_log: AdminAuditLogTable;
}
