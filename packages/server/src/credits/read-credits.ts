import type { CreditBalance, CreditHistory, CreditHistoryQuery } from '@caoscan/core';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { getBalance } from './ledger';

/** Balance plus what was ever bought and used, derived from the ledger. */
export async function readCreditBalance(db: Db, organizationId: string): Promise<CreditBalance> {
  const totals = await db
    .selectFrom('credit_transactions')
    .select([
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
    current_balance: await getBalance(db, organizationId),
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
