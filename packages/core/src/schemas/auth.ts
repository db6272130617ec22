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
