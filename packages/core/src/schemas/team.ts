import { z } from 'zod';

/**
 * Invitations, organisation statistics and the activity feed (spec 01 §3 and §7, spec 02 §3 and §7
 * "User and invitations" and the statistics calls). Server, API client and forms share these.
 */
export const INVITATION_STATUSES = ['pending', 'accepted', 'cancelled', 'expired'] as const;
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

/** Labels and badge colours of spec 01 §4 / 02 §4 (yellow, green, red, grey). */
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Uitnodiging verzonden',
  accepted: 'Geaccepteerd',
  cancelled: 'Geannuleerd',
  expired: 'Verlopen',
};

/** An invitation link is valid for 7 days; resending starts a fresh 7 days. */
export const INVITATION_VALID_DAYS = 7;
export const INVITATION_PAGE_SIZE = 10;

/** Spec 02 §5 "Invite": a simple address pattern on the trimmed e-mail. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_MESSAGE = 'Voer een geldig e-mailadres in.';

export const InvitationCreateInputSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, INVALID_EMAIL_MESSAGE)
    .regex(SIMPLE_EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
  role_id: z.string().min(1, 'Kies een rol.'),
  organization_id: z.string().min(1, 'Geen organisatie gevonden voor deze gebruiker'),
});
export type InvitationCreateInput = z.infer<typeof InvitationCreateInputSchema>;

export const InvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role_name: z.string(),
  organization_name: z.string(),
  /** Effective status: a pending invitation past its expiry is 'expired'. */
  status: InvitationStatusSchema,
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationListSchema = z.object({
  invitations: z.array(InvitationSchema),
  pages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type InvitationList = z.infer<typeof InvitationListSchema>;

export interface InvitationListQuery {
  page?: number;
  size?: number;
  /** The screen's invitation_status filter; sent as `status` (spec 02 §7). */
  status?: InvitationStatus | undefined;
  email?: string | undefined;
}

export const InvitationListQuerySchema = z.object({
  page: z.coerce.number().int('Ongeldige pagina.').min(1, 'Ongeldige pagina.').default(1),
  size: z.coerce.number().int().min(1).max(100, 'Maximaal 100 per pagina.').default(INVITATION_PAGE_SIZE),
  status: InvitationStatusSchema.optional(),
  invitation_status: InvitationStatusSchema.optional(),
  email: z.string().trim().max(254).optional(),
});

export const InvitationVerificationSchema = z.object({
  is_valid: z.boolean(),
  error_message: z.string().nullable(),
  email: z.string().nullable(),
  organization_name: z.string().nullable(),
  role_name: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type InvitationVerification = z.infer<typeof InvitationVerificationSchema>;

export const AcceptInvitationInputSchema = z.object({
  token: z.string().trim().min(1, 'Geen geldige uitnodigingstoken gevonden.').max(200),
});

export const AcceptInvitationResultSchema = z.object({
  success: z.literal(true),
  organization_id: z.string(),
  organization_name: z.string(),
  role_name: z.string(),
});
export type AcceptInvitationResult = z.infer<typeof AcceptInvitationResultSchema>;

export const InvitationActionResultSchema = z.object({ success: z.literal(true), message: z.string() });

// ---------- statistics ----------

/**
 * Time saved: every completed comparison spares about this many hours of reading two cao's side by
 * side (16 categories, two documents, articles looked up and written down). Shown in a tooltip.
 */
export const HOURS_SAVED_PER_COMPARISON = 8;
export const TIME_SAVED_EXPLANATION = `Schatting: ${HOURS_SAVED_PER_COMPARISON} uur handmatig vergelijkwerk per voltooide vergelijking.`;

export const OrganizationStatsSchema = z.object({
  user_count: z.number().int().nonnegative(),
  document_count: z.number().int().nonnegative(),
  comparison_count: z.number().int().nonnegative(),
  /** Hours: comparison_count × HOURS_SAVED_PER_COMPARISON. */
  time_saved: z.number().nonnegative(),
});
export type OrganizationStats = z.infer<typeof OrganizationStatsSchema>;

export const InvitationStatsSchema = z.object({
  total_count: z.number().int().nonnegative(),
  pending_count: z.number().int().nonnegative(),
  accepted_count: z.number().int().nonnegative(),
  expired_count: z.number().int().nonnegative(),
  cancelled_count: z.number().int().nonnegative(),
});
export type InvitationStats = z.infer<typeof InvitationStatsSchema>;

// ---------- activity ----------

export const ACTIVITY_TYPES = [
  'scan.created',
  'file.uploaded',
  'user.invited',
  'credit.purchased',
  'cao.version_changed',
] as const;
export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;
export const ACTIVITY_SCOPES = ['scan', 'team', 'billing'] as const;
export const ActivityScopeSchema = z.enum(ACTIVITY_SCOPES);
export type ActivityScope = z.infer<typeof ActivityScopeSchema>;

/** Which scope each event belongs to: one place, used by whoever writes an event. */
export const ACTIVITY_SCOPE_OF: Record<ActivityType, ActivityScope> = {
  'scan.created': 'scan',
  'file.uploaded': 'scan',
  'user.invited': 'team',
  'credit.purchased': 'billing',
  // A new catalogue version of a cao the organisation's scans used (issue K): about those scans.
  'cao.version_changed': 'scan',
};

/** The dashboard shows 6 events of the last 30 days (spec 02 §9). */
export const DASHBOARD_ACTIVITY_LIMIT = 6;
export const ACTIVITY_WINDOW_DAYS = 30;

export const ActivityItemSchema = z.object({
  id: z.string(),
  activity_type: ActivityTypeSchema,
  activity_scope: ActivityScopeSchema,
  payload: z.record(z.string(), z.unknown()),
  reference_id: z.string().nullable(),
  occurred_at: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const ActivityFeedSchema = z.object({
  items: z.array(ActivityItemSchema),
  next_cursor: z.string().nullable(),
});
export type ActivityFeed = z.infer<typeof ActivityFeedSchema>;

export interface ActivityFeedQuery {
  limit?: number;
  cursor?: string | undefined;
  scope?: ActivityScope | undefined;
}

export const ActivityFeedQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit moet 1 tot 100 zijn.')
    .max(100, 'limit moet 1 tot 100 zijn.')
    .default(20),
  cursor: z.uuid('Ongeldige cursor.').optional(),
  scope: ActivityScopeSchema.optional(),
});

// ---------- the organisation's uploaded files (/upload 'Bestanden beheren') ----------

export const OrganizationFileSchema = z.object({
  id: z.string(),
  original_filename: z.string(),
  file_size: z.number().int(),
  format: z.string(),
  cao_name: z.string().nullable(),
  created_at: z.string(),
  uploaded_by: z.string().nullable(),
});
export type OrganizationFile = z.infer<typeof OrganizationFileSchema>;
export const OrganizationFileListSchema = z.object({ files: z.array(OrganizationFileSchema) });
export type OrganizationFileList = z.infer<typeof OrganizationFileListSchema>;
