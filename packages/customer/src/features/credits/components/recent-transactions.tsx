import { formatDateTime, formatNumber, type CreditTransaction } from '@caoscan/core';
import {
  Alert,
  Card,
  CardContent,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { HISTORY_ERROR_MESSAGE, useCreditHistory } from '../api/get-credit-history';

const TYPE_LABELS: Record<CreditTransaction['transaction_type'], string> = {
  purchase: 'Aankoop',
  usage: 'Gebruik',
  refund: 'Terugbetaling',
  adjustment: 'Aanpassing',
};

/** The last 10 ledger entries, newest first; a retry link when they cannot be loaded. */
export function RecentTransactions() {
  const history = useCreditHistory();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Recente transacties
        </Typography>
        {history.isError ? (
          <Alert severity="error">
            {HISTORY_ERROR_MESSAGE}.{' '}
            <Link component="button" onClick={() => void history.refetch()}>
              Opnieuw proberen
            </Link>
          </Alert>
        ) : !history.data ? (
          <Skeleton variant="rounded" height={120} />
        ) : history.data.transactions.length === 0 ? (
          <Typography color="text.secondary">Nog geen transacties.</Typography>
        ) : (
          <Table size="small" aria-label="Recente transacties">
            <TableHead>
              <TableRow>
                <TableCell>Datum</TableCell>
                <TableCell>Soort</TableCell>
                <TableCell>Omschrijving</TableCell>
                <TableCell align="right">Credits</TableCell>
                <TableCell align="right">Saldo na</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.transactions.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{formatDateTime(entry.created_at)}</TableCell>
                  <TableCell>{TYPE_LABELS[entry.transaction_type] ?? 'Aanpassing'}</TableCell>
                  <TableCell>{entry.description ?? '–'}</TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      color: entry.credits_amount > 0 ? 'success.main' : 'text.primary',
                      fontWeight: 600,
                    }}
                  >
                    {entry.credits_amount > 0 ? '+' : ''}
                    {formatNumber(entry.credits_amount)}
                  </TableCell>
                  <TableCell align="right">{formatNumber(entry.balance_after)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
