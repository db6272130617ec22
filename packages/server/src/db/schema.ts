import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Kysely table types. One interface per table; migrations in ./migrations are the source of truth. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | undefined, string>; // insert/update as JSON text

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  type: 'client' | 'partner' | 'standard';
  parent_id: string | null;
  share_scans_with_organization: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  display_name: string | null;
  status: Generated<'active' | 'pending' | 'disabled'>;
  /** The organisation the user works in (their role assignments are scoped to it). */
  organization_id: string | null;
  email_confirmed_at: NullableTimestamp;
  last_sign_in_at: NullableTimestamp;
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

export interface Database {
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
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Organization = Selectable<OrganizationsTable>;
export type Role = Selectable<RolesTable>;
