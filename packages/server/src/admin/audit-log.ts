import type { Db } from '../db/database';
import type { CurrentUser } from '../http/current-user';

/** What a back-office change was; the target says what it was done to. */
export interface AdminAction {
  /** e.g. 'user.status_changed', 'role.assigned', 'credits.adjusted', 'organization.deleted' */
  action: string;
  targetType: 'organization' | 'user' | 'role' | 'invitation' | 'credits' | 'cao' | 'scan';
  targetId: string | null;
  /** Old and new values, the reason given; never secrets. */
  details?: Record<string, unknown>;
}

/**
 * Records a back-office change in the append-only audit log. Call it inside the transaction that
 * makes the change (pass the transaction as `db`), so the change and its record land together.
 */
export async function recordAdminAction(db: Db, actor: CurrentUser, change: AdminAction): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      action: change.action,
      target_type: change.targetType,
      target_id: change.targetId,
      details: JSON.stringify(change.details ?? {}),
    })
    .execute();
}
