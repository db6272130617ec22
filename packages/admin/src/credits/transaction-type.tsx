import { labelTransactionType, TRANSACTION_TYPE_LABELS } from '@caoscan/core';
import { Chip } from '@mui/material';

const COLORS: Record<string, 'success' | 'default' | 'info' | 'warning'> = {
  purchase: 'success',
  usage: 'default',
  refund: 'info',
  adjustment: 'warning',
};

export const TRANSACTION_TYPE_CHOICES = Object.entries(TRANSACTION_TYPE_LABELS).map(([id, name]) => ({
  id,
  name,
}));

export function TransactionTypeChip({ type }: { type: string }) {
  return <Chip size="small" label={labelTransactionType(type)} color={COLORS[type] ?? 'warning'} />;
}

/** '+25' or '−3': the sign is the point of a ledger line. */
export function formatCreditAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : `−${Math.abs(amount)}`;
}
