import type { TransactionType } from '@caoscan/core';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** The ledger's entry types, as core's contract names them. */
export type CreditTransactionType = TransactionType;

export interface CreditEntry {
  organizationId: string;
  type: CreditTransactionType;
  /** Signed: + for purchase/refund, − for usage. */
  amount: number;
  description: string;
  /** scan:<id> for usage, checkout:<id> for purchases: the same key is never booked twice. */
  idempotencyKey: string | null;
  scanId?: string | null;
  createdBy?: string | null;
}

export type BookResult =
  | { status: 'booked'; transactionId: string; balanceAfter: number }
  | { status: 'duplicate'; transactionId: string; balanceAfter: number }
  | { status: 'insufficient'; balance: number };

/**
 * Books one ledger entry inside the caller's transaction: locks the organisation's balance row,
 * refuses a key that was booked before and any entry that would make the balance negative,
 * then writes the entry and the new balance together.
 */
export async function bookCredits(trx: Transaction<Database>, entry: CreditEntry): Promise<BookResult> {
  if (!Number.isInteger(entry.amount) || entry.amount === 0)
    throw new Error('credit amount must be a non-zero integer');
  await trx
    .insertInto('organization_credits')
    .values({ organization_id: entry.organizationId, balance: 0 })
    .onConflict((oc) => oc.column('organization_id').doNothing())
    .execute();
  // The row lock serialises every booking of this organisation, so the key check below is safe.
  const { balance } = await trx
    .selectFrom('organization_credits')
    .select('balance')
    .where('organization_id', '=', entry.organizationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (entry.idempotencyKey) {
    const earlier = await trx
      .selectFrom('credit_transactions')
      .select(['id', 'balance_after'])
      .where('idempotency_key', '=', entry.idempotencyKey)
      .executeTakeFirst();
    if (earlier)
      return { status: 'duplicate', transactionId: earlier.id, balanceAfter: earlier.balance_after };
  }
  const balanceAfter = balance + entry.amount;
  if (balanceAfter < 0) return { status: 'insufficient', balance };
  const row = await trx
    .insertInto('credit_transactions')
    .values({
      organization_id: entry.organizationId,
      transaction_type: entry.type,
      credits_amount: entry.amount,
      balance_after: balanceAfter,
      description: entry.description,
      idempotency_key: entry.idempotencyKey,
      scan_id: entry.scanId ?? null,
      created_by: entry.createdBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('organization_credits')
    .set({ balance: balanceAfter, updated_at: sql<Date>`now()` })
    .where('organization_id', '=', entry.organizationId)
    .execute();
  return { status: 'booked', transactionId: row.id, balanceAfter };
}

/** Books an entry in a transaction of its own (seed, admin adjustments, purchases). */
export async function bookCreditsNow(db: Db, entry: CreditEntry): Promise<BookResult> {
  return db.transaction().execute((trx) => bookCredits(trx, entry));
}

export async function getBalance(db: Db | Transaction<Database>, organizationId: string): Promise<number> {
  const row = await db
    .selectFrom('organization_credits')
    .select('balance')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}
