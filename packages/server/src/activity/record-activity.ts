import { ACTIVITY_SCOPE_OF, type ActivityType } from '@caoscan/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ActivityInput {
  organizationId: string;
  actorId: string | null;
  type: ActivityType;
  /** Small facts for the feed's sentence (names, e-mail, amounts); never document text. */
  payload?: Record<string, unknown>;
  referenceId?: string | null;
}

/**
 * Writes one event of the organisation's activity feed. Called by the feature that caused it, inside
 * its own transaction where it has one, so the event exists exactly when the thing happened.
 */
export async function recordActivity(db: Kysely<Database>, input: ActivityInput): Promise<void> {
  await db
    .insertInto('activity_events')
    .values({
      organization_id: input.organizationId,
      actor_id: input.actorId,
      activity_type: input.type,
      activity_scope: ACTIVITY_SCOPE_OF[input.type],
      payload: JSON.stringify(input.payload ?? {}),
      reference_id: input.referenceId ?? null,
    })
    .execute();
}
