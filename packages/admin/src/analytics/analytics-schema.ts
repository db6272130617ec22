import { z } from 'zod';

// Spec 01 §3 "Analytics". Kept here until @caoscan/core owns the admin response schemas; the
// counts default to 0 so a partial answer still renders.
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
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;

/** What the screens show when analytics fail to load: zero counts (spec 01 §2 dashboard). */
export const EMPTY_ANALYTICS: AdminAnalytics = AdminAnalyticsSchema.parse({});
