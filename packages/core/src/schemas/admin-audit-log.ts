import { z } from 'zod';

/** GET /admin/audit-log: what back-office staff changed, newest first, paged. */
export const AuditLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AuditLogQuery = { limit?: number; offset?: number };

export const AuditLogEntrySchema = z.object({
  id: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogSchema = z.object({ entries: z.array(AuditLogEntrySchema), total: z.number().int() });
export type AuditLog = z.infer<typeof AuditLogSchema>;

/** Dutch descriptions of the recorded actions; an unknown action is shown as it is. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'credits.adjusted': 'Credits aangepast',
  'user.status_changed': 'Gebruikersstatus gewijzigd',
  'user.deleted': 'Gebruiker verwijderd',
  'role.assigned': 'Rol toegewezen',
  'role.removed': 'Rol verwijderd',
  'role.created': 'Rol aangemaakt',
  'role.updated': 'Rol gewijzigd',
  'role.deleted': 'Rol verwijderd',
  'organization.created': 'Organisatie aangemaakt',
  'organization.updated': 'Organisatie gewijzigd',
  'organization.deleted': 'Organisatie verwijderd',
  'invitation.resent': 'Uitnodiging opnieuw verzonden',
  'invitation.cancelled': 'Uitnodiging geannuleerd',
  'cao.version_uploaded': 'Cao-versie geüpload',
  'cao.version_marked_current': 'Cao-versie als huidige gemarkeerd',
};
