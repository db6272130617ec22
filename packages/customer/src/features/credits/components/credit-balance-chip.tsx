import { LOW_BALANCE_THRESHOLD, formatNumber } from '@caoscan/core';
import TollRoundedIcon from '@mui/icons-material/TollRounded';
import { Chip } from '@mui/material';
import { useCreditBalance } from '../api/get-credit-balance';

/** The header's balance: shown only once the balance answers; nothing while loading or on error. */
export function CreditBalanceChip() {
  const balance = useCreditBalance();
  if (!balance.data) return null;
  const credits = balance.data.current_balance;
  const isLow = credits < LOW_BALANCE_THRESHOLD;
  return (
    <Chip
      icon={<TollRoundedIcon />}
      label={`${formatNumber(credits)} ${credits === 1 ? 'credit' : 'credits'}`}
      color={isLow ? 'warning' : 'primary'}
      variant="outlined"
      title={isLow ? 'Laag saldo' : 'Creditsaldo van uw organisatie'}
      sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline-flex' } }}
    />
  );
}
