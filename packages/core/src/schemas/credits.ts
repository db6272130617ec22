import { z } from 'zod';

/** Credit balance and ledger (spec 02 §3, §7 "Credits and payments"). */
export const TRANSACTION_TYPES = ['purchase', 'usage', 'refund', 'adjustment'] as const;
export const TransactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionTypeSchema>;

export const CreditBalanceSchema = z.object({
  current_balance: z.number().int(),
  total_purchased: z.number().int(),
  total_used: z.number().int(),
});
export type CreditBalance = z.infer<typeof CreditBalanceSchema>;

export const CreditTransactionSchema = z.object({
  id: z.string(),
  transaction_type: TransactionTypeSchema,
  credits_amount: z.number().int(),
  balance_after: z.number().int(),
  description: z.string().nullable(),
  scan_id: z.string().nullable(),
  created_at: z.string(),
});
export type CreditTransaction = z.infer<typeof CreditTransactionSchema>;

export const CreditHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  transaction_type: TransactionTypeSchema.optional(),
});
export type CreditHistoryQuery = z.infer<typeof CreditHistoryQuerySchema>;

export const CreditHistorySchema = z.object({
  transactions: z.array(CreditTransactionSchema),
  total_count: z.number().int(),
});
export type CreditHistory = z.infer<typeof CreditHistorySchema>;
