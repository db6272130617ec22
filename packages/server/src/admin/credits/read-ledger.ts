import type { AdminCreditTransaction, CreditLedger, TransactionType } from '@caoscan/core';
import type { Db } from '../../db/database';

export interface LedgerFilter {
  organizationId?: string | undefined;
  type?: TransactionType | undefined;
  limit: number;
  offset: number;
}

/** Ledger rows with the organisation's name and the booker's e-mail, newest first. */
function selectLedger(db: Db) {
  return db
    .selectFrom('credit_transactions as t')
    .leftJoin('organizations as o', 'o.id', 't.organization_id')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .select([
      't.id',
      't.organization_id',
      'o.name as organization_name',
      't.transaction_type',
      't.credits_amount',
      't.balance_after',
      't.description',
      't.scan_id',
      'u.email as created_by_email',
      't.created_at',
    ]);
}

type LedgerRow = Awaited<ReturnType<ReturnType<typeof selectLedger>['executeTakeFirstOrThrow']>>;

function toEntry(row: LedgerRow): AdminCreditTransaction {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** The ledger across organisations (or one), filtered by type, with the total for paging. */
export async function readLedger(db: Db, filter: LedgerFilter): Promise<CreditLedger> {
  let counted = db.selectFrom('credit_transactions');
  let rows = selectLedger(db);
  if (filter.organizationId) {
    counted = counted.where('organization_id', '=', filter.organizationId);
    rows = rows.where('t.organization_id', '=', filter.organizationId);
  }
  if (filter.type) {
    counted = counted.where('transaction_type', '=', filter.type);
    rows = rows.where('t.transaction_type', '=', filter.type);
  }
  const [{ count }, page] = await Promise.all([
    counted.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rows
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  return { transactions: page.map(toEntry), total: Number(count) };
}

export async function readLedgerEntry(db: Db, transactionId: string): Promise<AdminCreditTransaction> {
  return toEntry(await selectLedger(db).where('t.id', '=', transactionId).executeTakeFirstOrThrow());
}
