import { LOW_BALANCE_THRESHOLD, formatNumber } from '@caoscan/core';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { BALANCE_ERROR_MESSAGE, useCreditBalance } from '../api/get-credit-balance';

/** The organisation's balance with a refresh action, what was bought and used, and the buy button. */
export function BalanceCard({ onBuy }: { onBuy: () => void }) {
  const balance = useCreditBalance();
  const credits = balance.data?.current_balance;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="overline" color="text.secondary">
            Huidig saldo
          </Typography>
          <IconButton
            aria-label="Saldo vernieuwen"
            onClick={() => void balance.refetch()}
            disabled={balance.isFetching}
          >
            <RefreshRoundedIcon />
          </IconButton>
        </Stack>
        {balance.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void balance.refetch()}>
                Opnieuw proberen
              </Button>
            }
          >
            {BALANCE_ERROR_MESSAGE}
          </Alert>
        ) : credits === undefined ? (
          <Skeleton width={120} height={56} />
        ) : (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
            <Typography variant="h3" component="p" data-testid="credits-page-balance">
              {formatNumber(credits)}
            </Typography>
            <Typography color="text.secondary">{credits === 1 ? 'credit' : 'credits'}</Typography>
            {credits < LOW_BALANCE_THRESHOLD && <Chip label="Laag saldo" color="warning" size="small" />}
          </Stack>
        )}
        {balance.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Totaal gekocht: {formatNumber(balance.data.total_purchased)} · Totaal gebruikt:{' '}
            {formatNumber(balance.data.total_used)}
          </Typography>
        )}
        <Button variant="contained" sx={{ mt: 2 }} onClick={onBuy}>
          Credits Kopen
        </Button>
      </CardContent>
    </Card>
  );
}
