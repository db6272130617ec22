import { formatDateTime, formatNumber, type AdminCreditTransaction } from '@caoscan/core';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../services';
import { formatCreditAmount, TransactionTypeChip } from './transaction-type';

/** Spec 01 §2: the organisation's credits tab shows its last 20 transactions. */
export const ORGANIZATION_HISTORY_LIMIT = 20;

/** One organisation's last 20 ledger entries, newest first (GET /admin/credits/history/{id}). */
export function OrganizationCreditHistory({ organizationId }: { organizationId: string }) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const { data, error } = useQuery({
    queryKey: ['admin', 'credits', 'history', organizationId],
    queryFn: () => dataProvider.getCreditHistory(organizationId, { limit: ORGANIZATION_HISTORY_LIMIT }),
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return <Typography color="text.secondary">Laden…</Typography>;
  if (data.length === 0) return <Typography color="text.secondary">Geen transacties gevonden.</Typography>;
  const entries = data as unknown as AdminCreditTransaction[];
  return (
    <Table size="small" aria-label="Laatste transacties">
      <TableHead>
        <TableRow>
          <TableCell>Datum</TableCell>
          <TableCell>Type</TableCell>
          <TableCell align="right">Credits</TableCell>
          <TableCell align="right">Saldo na</TableCell>
          <TableCell>Omschrijving</TableCell>
          <TableCell>Door</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{formatDateTime(entry.created_at)}</TableCell>
            <TableCell>
              <TransactionTypeChip type={entry.transaction_type} />
            </TableCell>
            <TableCell align="right" sx={{ color: entry.credits_amount > 0 ? 'success.main' : 'error.main' }}>
              {formatCreditAmount(entry.credits_amount)}
            </TableCell>
            <TableCell align="right">{formatNumber(entry.balance_after)}</TableCell>
            <TableCell>{entry.description ?? '–'}</TableCell>
            <TableCell>{entry.created_by_email ?? '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
