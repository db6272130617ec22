import type { CreditBalance, CreditHistory, CreditHistoryQuery } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Balance plus what was ever bought and used, derived from the ledger, in one query. */
export async function readCreditBalance(db: Db, organizationId: string): Promise<CreditBalance> {
  const totals = await db
    .selectFrom('credit_transactions')
    .select((eb) => [
      eb
        .selectFrom('organization_credits')
        .select('balance')
        .where('organization_id', '=', organizationId)
        .as('balance'),
      sql<number>`coalesce(sum(credits_amount) filter (where transaction_type = 'purchase'), 0)::int`.as(
        'purchased',
      ),
      sql<number>`coalesce(-sum(credits_amount) filter (where transaction_type = 'usage'), 0)::int`.as(
        'used',
      ),
    ])
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return {
    current_balance: totals.balance ?? 0,
    total_purchased: Number(totals.purchased),
    total_used: Number(totals.used),
  };
}

export async function readCreditHistory(
  db: Db,
  organizationId: string,
  query: CreditHistoryQuery,
): Promise<CreditHistory> {
  let base = db.selectFrom('credit_transactions').where('organization_id', '=', organizationId);
  if (query.transaction_type) base = base.where('transaction_type', '=', query.transaction_type);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'id',
      'transaction_type',
      'credits_amount',
      'balance_after',
      'description',
      'scan_id',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return {
    total_count: Number(count),
    transactions: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  };
}
