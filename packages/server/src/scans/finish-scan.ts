import { sql } from 'kysely';
import { CREDITS_PER_SCAN } from '@caoscan/core';
import type { Db } from '../db/database';
import { bookCredits } from '../credits/ledger';

export type FinishOutcome =
  'completed' | 'already_completed' | 'failed' | 'insufficient_credits' | 'not_ready' | 'gone';

export const CREDITS_RAN_OUT =
  'Onvoldoende credits om de scan af te ronden. Koop meer credits en hervat de scan; het werk tot nu toe blijft bewaard.';

/**
 * Ends a scan whose tasks have all run. All completed: the scan is marked completed and its one
 * credit is debited in the same transaction, keyed `scan:<id>`, so however often this runs (two
 * workers, a retried job) the scan costs exactly one credit. Any task failed: failed, free.
 */
export async function finishScan(db: Db, scanId: string): Promise<FinishOutcome> {
  return db.transaction().execute(async (trx) => {
    const scan = await trx
      .selectFrom('cao_scans')
      .select(['id', 'name', 'status', 'organization_id', 'user_id'])
      .where('id', '=', scanId)
      .forUpdate()
      .executeTakeFirst();
    if (!scan) return 'gone';
    if (scan.status === 'completed') return 'already_completed';
    const counts = await trx
      .selectFrom('scan_section_tasks')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('scan_id', '=', scanId)
      .groupBy('status')
      .execute();
    const count = (status: string) => Number(counts.find((c) => c.status === status)?.count ?? 0);
    const total = counts.reduce((sum, c) => sum + Number(c.count), 0);
    const failed = count('failed');
    if (failed > 0) {
      await markScanFailed(
        trx,
        scanId,
        `${failed} van de ${total} onderdelen zijn mislukt. Herstart de vergelijking om ze opnieuw te proberen.`,
      );
      return 'failed';
    }
    if (total === 0 || count('completed') !== total) return 'not_ready';
    const booking = await bookCredits(trx, {
      organizationId: scan.organization_id,
      type: 'usage',
      amount: -CREDITS_PER_SCAN,
      description: `Scan "${scan.name}"`,
      idempotencyKey: `scan:${scan.id}`,
      scanId: scan.id,
      createdBy: scan.user_id,
    });
    if (booking.status === 'insufficient') {
      await markScanFailed(trx, scanId, CREDITS_RAN_OUT);
      return 'insufficient_credits';
    }
    await trx
      .updateTable('cao_scans')
      .set({
        status: 'completed',
        current_step: 4,
        error_message: null,
        completed_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', scanId)
      .execute();
    return 'completed';
  });
}

async function markScanFailed(db: Pick<Db, 'updateTable'>, scanId: string, message: string) {
  await db
    .updateTable('cao_scans')
    .set({ status: 'failed', error_message: message, updated_at: sql<Date>`now()` })
    .where('id', '=', scanId)
    .where('status', '!=', 'completed')
    .execute();
}

/**
 * A scan whose job gave up (retries exhausted, e.g. its worker kept dying): the running tasks are
 * marked failed so 'Herstart' picks them up; nothing is debited.
 */
export async function abandonScan(db: Db, scanId: string, message: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('scan_section_tasks')
      .set({ status: 'failed', error_message: message, updated_at: sql<Date>`now()` })
      .where('scan_id', '=', scanId)
      .where('status', '=', 'in_progress')
      .execute();
    await trx
      .updateTable('cao_scans')
      .set({ status: 'failed', error_message: message, updated_at: sql<Date>`now()` })
      .where('id', '=', scanId)
      .where('status', '=', 'processing')
      .execute();
  });
}
