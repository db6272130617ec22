import { LOW_BALANCE_THRESHOLD, formatNumber } from '@caoscan/core';
import TollRoundedIcon from '@mui/icons-material/TollRounded';
import { Box, Chip } from '@mui/material';
import { useCreditBalance } from '../api/get-credit-balance';

/**
 * The header's balance: shown only once the balance answers; nothing while loading or on error.
 * On a phone only the number and the coin (the word 'credits' would push the title out).
 */
export function CreditBalanceChip() {
  const balance = useCreditBalance();
  if (!balance.data) return null;
  const credits = balance.data.current_balance;
  const isLow = credits < LOW_BALANCE_THRESHOLD;
  return (
    <Chip
      icon={<TollRoundedIcon />}
      label={
        <>
          {formatNumber(credits)}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {credits === 1 ? ' credit' : ' credits'}
          </Box>
        </>
      }
      color={isLow ? 'warning' : 'primary'}
      variant="outlined"
      title={isLow ? 'Laag saldo' : 'Creditsaldo van uw organisatie'}
      data-testid="credit-balance"
      sx={{ fontWeight: 600, flexShrink: 0 }}
    />
  );
}
