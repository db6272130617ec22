import { z } from 'zod';
import { OrganizationTypeSchema, UserStatusSchema } from './auth';
import { InvitationStatusSchema } from './team';

/**
 * Answers of the back-office's people calls (spec 01 §3, §7 "Admin calls"): organisations, users,
 * roles and invitations. The server serialises with these and the admin client parses with them.
 */

/** Spec 01 §5 "Create organisation" (and "Edit organisation": name required). */
export const ORGANIZATION_NAME_MIN = 2;
export const ORGANIZATION_NAME_MAX = 100;
export const ORGANIZATION_MESSAGES = {
  nameRequired: 'Organisatie naam is verplicht',
  nameTooShort: 'Naam moet minimaal 2 karakters lang zijn',
  nameTooLong: 'Naam mag maximaal 100 karakters lang zijn',
  typeRequired: 'Type is verplicht',
} as const;

/** The Dutch message for an organisation name (trimmed first), or null when it is fine. */
export function validateOrganizationName(name: unknown): string | null {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  if (!trimmed) return ORGANIZATION_MESSAGES.nameRequired;
  if (trimmed.length < ORGANIZATION_NAME_MIN) return ORGANIZATION_MESSAGES.nameTooShort;
  if (trimmed.length > ORGANIZATION_NAME_MAX) return ORGANIZATION_MESSAGES.nameTooLong;
  return null;
}

/** Spec 01 §5 "Invite admin". */
export const INVITE_ADMIN_MESSAGES = {
  emailRequired: 'Email adres is verplicht',
  emailInvalid: 'Voer een geldig email adres in',
  roleMissing: 'Organization administrator role not found',
} as const;

export const LAST_ADMINISTRATOR_MESSAGE = 'Kan de laatste administrator niet verwijderen';
export const USER_NOT_FOUND_FOR_ROLE = 'Geselecteerde gebruiker niet gevonden';
export const ROLE_NAME_REQUIRED = 'Rolnaam is verplicht';

/** Roles every installation has; they cannot be renamed or deleted. */
export const SYSTEM_ROLE_NAMES = ['admin', 'org_administrator', 'org_member', 'support'] as const;
export const isSystemRoleName = (name: string) => (SYSTEM_ROLE_NAMES as readonly string[]).includes(name);

export const AdminOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: OrganizationTypeSchema,
  parent_id: z.string().nullable(),
  parent_name: z.string().nullable(),
  user_count: z.number().int(),
  admin_count: z.number().int(),
  credit_balance: z.number().int(),
  created_at: z.string(),
});
export type AdminOrganization = z.infer<typeof AdminOrganizationSchema>;
export const AdminOrganizationListSchema = z.object({ organizations: z.array(AdminOrganizationSchema) });

export const OrganizationMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: UserStatusSchema,
  created_at: z.string(),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OrganizationMember = z.infer<typeof OrganizationMemberSchema>;
export const OrganizationMemberListSchema = z.object({ users: z.array(OrganizationMemberSchema) });

export const AdminRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  is_system: z.boolean(),
  user_count: z.number().int(),
  created_at: z.string(),
});
export type AdminRole = z.infer<typeof AdminRoleSchema>;
export const AdminRoleListSchema = z.object({ roles: z.array(AdminRoleSchema) });

/** One role a user holds (GET /admin/roles/users/{id}), spec 01 §3 "User role assignment". */
export const UserRoleAssignmentSchema = z.object({
  role: z.object({ id: z.string(), name: z.string(), description: z.string().nullable() }),
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  assigned_at: z.string(),
});
export type UserRoleAssignment = z.infer<typeof UserRoleAssignmentSchema>;
export const UserRoleListSchema = z.object({ roles: z.array(UserRoleAssignmentSchema) });

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: UserStatusSchema,
  email_confirmed: z.boolean(),
  created_at: z.string(),
  last_sign_in: z.string().nullable(),
  organization: z.object({ id: z.string(), name: z.string(), type: OrganizationTypeSchema }).nullable(),
  roles: z.array(z.object({ name: z.string() })),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserListSchema = z.object({
  users: z.array(AdminUserSchema),
  pagination: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
});

export const AdminUserListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500, 'Maximaal 500 per pagina.').default(100),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(254).optional(),
  status: z.union([UserStatusSchema, z.literal('all')]).optional(),
});

export const AdminInvitationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Ongeldige pagina.').default(1),
  size: z.coerce.number().int().min(1).max(100, 'Maximaal 100 per pagina.').default(10),
  invitation_status: z.union([InvitationStatusSchema, z.literal('all')]).optional(),
  email: z.string().trim().max(254).optional(),
  organization_id: z.string().max(100).optional(),
  role_id: z.string().max(100).optional(),
});

/** The answer of the admin's actions without a record of their own (assign, delete, …). */
export const AdminActionResultSchema = z.object({ success: z.boolean(), message: z.string() });
