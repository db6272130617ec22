import { z } from 'zod';
import { CreditTransactionSchema, TransactionTypeSchema } from './credits';

/**
 * The back-office's credit calls (spec 01 §7 "Admin calls", §5 "Credit adjustment"): an
 * organisation's balance and history as the customer area reads them, the ledger across
 * organisations, and a manual adjustment with a reason.
 */
export const CREDIT_AMOUNT_MESSAGE = 'Voer een geldig aantal credits in';
export const CREDIT_DESCRIPTION_MESSAGE = 'Voer een beschrijving in voor de aanpassing';
/** Long enough for a support ticket's reason; the ledger is no place for documents. */
export const CREDIT_DESCRIPTION_MAX = 500;

export const CreditAdjustmentRequestSchema = z.object({
  organization_id: z.uuid('Organisatie niet gevonden'),
  credits_amount: z
    .number({ error: CREDIT_AMOUNT_MESSAGE })
    .int(CREDIT_AMOUNT_MESSAGE)
    .refine((amount) => amount !== 0, CREDIT_AMOUNT_MESSAGE)
    .refine((amount) => Math.abs(amount) <= 1_000_000, CREDIT_AMOUNT_MESSAGE),
  description: z
    .string({ error: CREDIT_DESCRIPTION_MESSAGE })
    .trim()
    .min(1, CREDIT_DESCRIPTION_MESSAGE)
    .max(CREDIT_DESCRIPTION_MAX, `De beschrijving mag maximaal ${CREDIT_DESCRIPTION_MAX} tekens bevatten`),
});

/** A ledger entry as the back-office sees it: whose credits, and who booked it. */
export const AdminCreditTransactionSchema = CreditTransactionSchema.extend({
  organization_id: z.string(),
  organization_name: z.string().nullable(),
  created_by_email: z.string().nullable(),
});
export type AdminCreditTransaction = z.infer<typeof AdminCreditTransactionSchema>;

/** The spec's answer (success, message) plus the entry that was booked. */
export const CreditAdjustmentResultSchema = z.object({
  success: z.boolean(),
  message: z.string().default(''),
  transaction: AdminCreditTransactionSchema.nullable().default(null),
});
export type CreditAdjustmentResult = z.infer<typeof CreditAdjustmentResultSchema>;

export const AdminCreditHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  transaction_type: TransactionTypeSchema.optional(),
});

export const AdminCreditHistorySchema = z.object({
  transactions: z.array(AdminCreditTransactionSchema),
  total_count: z.number().int(),
});
export type AdminCreditHistory = z.infer<typeof AdminCreditHistorySchema>;

/** GET /admin/credits/transactions: the ledger across organisations, newest first. */
export const CreditLedgerQuerySchema = AdminCreditHistoryQuerySchema.extend({
  organization_id: z.uuid('Organisatie niet gevonden').optional(),
});
export type CreditLedgerQuery = {
  limit?: number;
  offset?: number;
  organization_id?: string | undefined;
  transaction_type?: string | undefined;
};

export const CreditLedgerSchema = z.object({
  transactions: z.array(AdminCreditTransactionSchema),
  total: z.number().int(),
});
export type CreditLedger = z.infer<typeof CreditLedgerSchema>;

/** Dutch names of the ledger's entry types; anything else reads as an adjustment (spec 01 §3). */
export const TRANSACTION_TYPE_LABELS: Record<string, string> = {
  purchase: 'Aankoop',
  usage: 'Verbruik',
  refund: 'Terugbetaling',
  adjustment: 'Aanpassing',
};

export function labelTransactionType(type: string): string {
  return TRANSACTION_TYPE_LABELS[type.toLowerCase()] ?? TRANSACTION_TYPE_LABELS.adjustment!;
}
