import type { AdminCreditTransaction } from '@caoscan/core';
import { bookCredits } from '../../credits/ledger';
import type { Db } from '../../db/database';
import type { CurrentUser } from '../../http/current-user';
import { notFound } from '../../http/errors';
import { recordAdminAction } from '../audit-log';
import { readLedgerEntry } from './read-ledger';

export const ORGANIZATION_NOT_FOUND = 'Organisatie niet gevonden';

export interface CreditAdjustment {
  organizationId: string;
  amount: number;
  description: string;
}

export type AdjustOutcome =
  { status: 'booked'; transaction: AdminCreditTransaction } | { status: 'insufficient'; balance: number };

/**
 * A manual correction by back-office staff: one 'adjustment' ledger entry that names the person
 * and the reason, and its audit-log record, in one transaction — both land or neither. The
 * ledger refuses to take the balance below zero.
 */
export async function adjustCredits(
  db: Db,
  actor: CurrentUser,
  adjustment: CreditAdjustment,
): Promise<AdjustOutcome> {
  const organization = await db
    .selectFrom('organizations')
    .select('id')
    .where('id', '=', adjustment.organizationId)
    .executeTakeFirst();
  if (!organization) throw notFound(ORGANIZATION_NOT_FOUND);

  const outcome = await db.transaction().execute(async (trx) => {
    const booked = await bookCredits(trx, {
      organizationId: adjustment.organizationId,
      type: 'adjustment',
      amount: adjustment.amount,
      description: adjustment.description,
      // Every adjustment is its own decision: no key, so two equal corrections are two entries.
      idempotencyKey: null,
      createdBy: actor.id,
    });
    if (booked.status !== 'booked') return booked;
    await recordAdminAction(trx, actor, {
      action: 'credits.adjusted',
      targetType: 'credits',
      targetId: adjustment.organizationId,
      details: {
        transaction_id: booked.transactionId,
        credits_amount: adjustment.amount,
        balance_after: booked.balanceAfter,
        description: adjustment.description,
      },
    });
    return booked;
  });
  if (outcome.status === 'insufficient') return { status: 'insufficient', balance: outcome.balance };
  if (outcome.status === 'duplicate') throw new Error('an adjustment without a key cannot be a duplicate');
  return { status: 'booked', transaction: await readLedgerEntry(db, outcome.transactionId) };
}
