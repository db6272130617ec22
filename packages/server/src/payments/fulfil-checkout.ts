import { sql } from 'kysely';
import type { Db } from '../db/database';
import { recordActivity } from '../activity/record-activity';
import { bookCredits } from '../credits/ledger';
import type { PaymentProvider } from './payment-provider';

export type FulfilResult =
  | { outcome: 'credited' | 'already_credited'; balanceAfter: number }
  | { outcome: 'unpaid' | 'unknown' | 'mismatch' };

/**
 * Stripe's fulfilment guide as one function, called from the webhook (completed and
 * async_payment_succeeded) and from the success page alike: read the session from the provider
 * (never trust an event's copy), do nothing while it is unpaid, and book the purchase in the ledger
 * under `checkout:<id>`. The ledger's row lock and unique key make every later or concurrent call a
 * no-op, so one paid session adds its credits exactly once.
 */
export async function fulfilCheckout(
  db: Db,
  provider: PaymentProvider,
  sessionId: string,
): Promise<FulfilResult> {
  // Only sessions we opened, for the organisation and quantity we recorded when opening them.
  const ours = await db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('provider', '=', provider.kind)
    .executeTakeFirst();
  if (!ours) return { outcome: 'unknown' };
  const session = await provider.retrieveSession(sessionId);
  if (!session) return { outcome: 'unknown' };

  if (session.payment_status === 'unpaid') {
    if (session.status !== ours.status) {
      await db
        .updateTable('checkout_sessions')
        .set({ status: session.status, updated_at: sql<Date>`now()` })
        .where('id', '=', sessionId)
        .execute();
    }
    return { outcome: 'unpaid' };
  }
  if (
    session.metadata.organization_id !== ours.organization_id ||
    Number(session.metadata.credits_quantity) !== ours.credits_quantity ||
    (session.amount_total !== null && session.amount_total !== ours.amount_total_cents)
  ) {
    return { outcome: 'mismatch' };
  }

  return db.transaction().execute(async (trx) => {
    const booked = await bookCredits(trx, {
      organizationId: ours.organization_id,
      type: 'purchase',
      amount: ours.credits_quantity,
      description: `Aankoop van ${ours.credits_quantity} ${ours.credits_quantity === 1 ? 'credit' : 'credits'}${
        provider.kind === 'local' ? ' (testbetaling)' : ''
      }`,
      idempotencyKey: `checkout:${sessionId}`,
      createdBy: ours.created_by,
    });
    if (booked.status === 'insufficient') throw new Error('a purchase cannot make a balance negative');
    if (booked.status === 'booked') {
      await recordActivity(trx, {
        organizationId: ours.organization_id,
        actorId: ours.created_by,
        type: 'credit.purchased',
        payload: { credits_amount: ours.credits_quantity, amount_cents: ours.amount_total_cents },
        referenceId: sessionId,
      });
    }
    await trx
      .updateTable('checkout_sessions')
      .set({
        status: session.status,
        payment_status: session.payment_status,
        fulfilled_at: sql<Date>`coalesce(fulfilled_at, now())`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', sessionId)
      .execute();
    return {
      outcome: booked.status === 'booked' ? 'credited' : 'already_credited',
      balanceAfter: booked.balanceAfter,
    };
  });
}
