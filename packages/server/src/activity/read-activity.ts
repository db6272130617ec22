import { ACTIVITY_WINDOW_DAYS, type ActivityFeed, type ActivityScope } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';

export interface ActivityQuery {
  organizationId: string;
  limit: number;
  /** The id of the last item of the previous page. */
  cursor?: string | undefined;
  scope?: ActivityScope | undefined;
  /** Scopes the caller may not see (billing without the credits permission). */
  hiddenScopes: readonly ActivityScope[];
}

/**
 * The feed of the last 30 days, newest first. Keyset pagination on (occurred_at, id): the cursor is
 * the last item's id, so a page never repeats or skips an event written meanwhile.
 */
export async function readActivity(db: Db, query: ActivityQuery): Promise<ActivityFeed> {
  let select = db
    .selectFrom('activity_events')
    .select(['id', 'activity_type', 'activity_scope', 'payload', 'reference_id', 'occurred_at'])
    .where('organization_id', '=', query.organizationId)
    .where('occurred_at', '>=', sql<Date>`now() - make_interval(days => ${ACTIVITY_WINDOW_DAYS})`);
  if (query.scope) select = select.where('activity_scope', '=', query.scope);
  if (query.hiddenScopes.length > 0)
    select = select.where('activity_scope', 'not in', [...query.hiddenScopes]);
  if (query.cursor) {
    const after = await db
      .selectFrom('activity_events')
      .select(['occurred_at', 'id'])
      .where('id', '=', query.cursor)
      .where('organization_id', '=', query.organizationId)
      .executeTakeFirst();
    if (!after) throw badRequest('Ongeldige cursor.');
    select = select.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('occurred_at', 'id'), '<', tuple(after.occurred_at, after.id)),
    );
  }
  const rows = await select
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      activity_type: row.activity_type,
      activity_scope: row.activity_scope,
      payload: (row.payload ?? {}) as Record<string, unknown>,
      reference_id: row.reference_id,
      occurred_at: row.occurred_at.toISOString(),
    })),
    next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
