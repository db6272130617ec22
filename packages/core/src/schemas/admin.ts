import { z } from 'zod';
import { OrganizationTypeSchema, type UserStatus } from './auth';

/** Requests of the platform admin's calls (spec 01 §7 "Admin calls"). */
export const OrganizationInputSchema = z.object({
  name: z.string(),
  type: OrganizationTypeSchema,
  parent_id: z.string().nullish(),
});
export type OrganizationInput = z.infer<typeof OrganizationInputSchema>;

export const RoleInputSchema = z.object({ name: z.string(), description: z.string().nullish() });
export type RoleInput = z.infer<typeof RoleInputSchema>;

export const RoleAssignmentInputSchema = z.object({
  user_id: z.string(),
  role_id: z.string(),
  organization_id: z.string().nullish(),
});
export type RoleAssignmentInput = z.infer<typeof RoleAssignmentInputSchema>;

export const CreditAdjustmentInputSchema = z.object({
  organization_id: z.string(),
  credits_amount: z.number().int(),
  description: z.string(),
});
export type CreditAdjustmentInput = z.infer<typeof CreditAdjustmentInputSchema>;

export const InvitationCreateSchema = z.object({
  email: z.string(),
  role_id: z.string(),
  organization_id: z.string(),
});
export type InvitationCreate = z.infer<typeof InvitationCreateSchema>;

export type AdminUserListQuery = {
  limit?: number;
  offset?: number;
  search?: string | undefined;
  /** Omitted for 'all'. */
  status?: UserStatus | string | undefined;
};

export type AdminInvitationListQuery = {
  page?: number;
  size?: number;
  invitation_status?: string | undefined;
  email?: string | undefined;
  organization_id?: string | undefined;
  role_id?: string | undefined;
};

export type OrganizationCreditHistoryQuery = {
  limit?: number;
  offset?: number;
  transaction_type?: string | undefined;
};

/** One week of the analytics time series; week_start is the Monday as YYYY-MM-DD. */
export const WeeklyCountSchema = z.object({
  week_start: z.string(),
  users: z.number().int().nonnegative(),
  organizations: z.number().int().nonnegative(),
  scans: z.number().int().nonnegative(),
});
export type WeeklyCount = z.infer<typeof WeeklyCountSchema>;

// Spec 01 §3 "Analytics": the counts default to 0, so a partial answer still renders.
const count = z.number().int().nonnegative().default(0);

export const AdminAnalyticsSchema = z.object({
  users: z
    .object({ total: count, active: count, pending: count, disabled: count, new_last_30_days: count })
    .default({ total: 0, active: 0, pending: 0, disabled: 0, new_last_30_days: 0 }),
  organizations: z
    .object({ total: count, new_last_30_days: count, by_type: z.record(z.string(), z.number()).default({}) })
    .default({ total: 0, new_last_30_days: 0, by_type: {} }),
  invitations: z
    .object({ total: count, pending: count, accepted: count, new_last_30_days: count })
    .default({ total: 0, pending: 0, accepted: 0, new_last_30_days: 0 }),
  roles: z
    .object({ distribution: z.record(z.string(), z.number()).default({}) })
    .default({ distribution: {} }),
  scans: z
    .object({ total: count, completed: count, new_last_30_days: count })
    .default({ total: 0, completed: 0, new_last_30_days: 0 }),
  /** New users, organisations and scans per week (Monday, Amsterdam time), oldest first. */
  weekly: z.array(WeeklyCountSchema).default([]),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

/** What the screens show when analytics fail to load: zero counts (spec 01 §2 dashboard). */
export const EMPTY_ANALYTICS: AdminAnalytics = AdminAnalyticsSchema.parse({});
