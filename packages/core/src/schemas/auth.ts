import { z } from 'zod';
import { ORGANIZATION_TYPES, USER_STATUSES } from '../constants';

export const OrganizationTypeSchema = z.enum(ORGANIZATION_TYPES);
export type OrganizationType = z.infer<typeof OrganizationTypeSchema>;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const RoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  display_name: z.string(),
});
export type Role = z.infer<typeof RoleSchema>;
export const RoleListSchema = z.array(RoleSchema);

/** A role held by a user, scoped to an organisation (null for platform-wide roles). */
export const RoleAssignmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  assigned_at: z.string(),
});
export type RoleAssignment = z.infer<typeof RoleAssignmentSchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  status: UserStatusSchema,
  email_confirmed: z.boolean(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  organization_type: OrganizationTypeSchema.nullable(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  roles: z.array(RoleAssignmentSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** GET /api/auth/me — a profile with roles, the list of role names and organization_id. */
export const MeResponseSchema = z.object({
  profile: ProfileSchema,
  roles: z.array(z.string()),
  organization_id: z.string().nullable(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const HealthResponseSchema = z.object({ status: z.literal('ok') });

export const OutboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
export const OutboxResponseSchema = z.array(OutboxMessageSchema);

/** Served at /config.json so one build runs against any backend (spec 01 §5: refuse bad config). */
export const PublicConfigSchema = z.object({
  supabaseUrl: z.url(),
  /**
   * True when the auth service is the server's own (no SUPABASE_URL): the apps then call it at the
   * origin they were loaded from, so sign-in works at any address of the server (127.0.0.1, the
   * machine's name) and not only at PUBLIC_URL's origin, which the browser would block (CORS).
   */
  builtinAuth: z.boolean().default(false),
  supabaseAnonKey: z.string().min(1),
  apiBaseUrl: z.string(),
  sentryDsn: z.string().nullable(),
  environment: z.string(),
  signupContactEmail: z.string(),
  providers: z.object({ azure: z.boolean(), google: z.boolean() }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** The auth service address an app in the browser uses: its own origin for the built-in service. */
export function resolveAuthUrl(
  config: Pick<PublicConfig, 'supabaseUrl' | 'builtinAuth'>,
  origin: string,
): string {
  return config.builtinAuth ? origin : config.supabaseUrl;
}
