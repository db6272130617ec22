import { HOURS_SAVED_PER_COMPARISON, type OrganizationStats } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The dashboard's four figures. Users: active members (invitees count once they accepted).
 * Documents: uploads. Comparisons: completed scans. Time saved: comparisons × the hours a person
 * needs to compare two cao's by hand (HOURS_SAVED_PER_COMPARISON in core, shown in the tooltip).
 */
export async function readOrganizationStats(db: Db, organizationId: string): Promise<OrganizationStats> {
  const { rows } = await sql<{ user_count: string; document_count: string; comparison_count: string }>`
    select
      (select count(*) from users where organization_id = ${organizationId} and status = 'active') as user_count,
      (select count(*) from stored_files where organization_id = ${organizationId}) as document_count,
      (select count(*) from cao_scans where organization_id = ${organizationId} and status = 'completed')
        as comparison_count`.execute(db);
  const row = rows[0];
  const comparisons = Number(row?.comparison_count ?? 0);
  return {
    user_count: Number(row?.user_count ?? 0),
    document_count: Number(row?.document_count ?? 0),
    comparison_count: comparisons,
    time_saved: comparisons * HOURS_SAVED_PER_COMPARISON,
  };
}
