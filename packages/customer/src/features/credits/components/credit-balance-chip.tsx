import { LOW_BALANCE_THRESHOLD, formatNumber } from '@caoscan/core';
import TollRoundedIcon from '@mui/icons-material/TollRounded';
import { Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { BALANCE_ERROR_MESSAGE, useCreditBalance } from '../api/get-credit-balance';

/**
 * The header's balance (spec 02 §2, §8, §9): the number with 'Laag saldo' below 5, a spinner while
 * it loads, and 'Error loading balance' with 'Try again' when it cannot be read.
 * On a phone only the number and the coin (the word 'credits' would push the title out).
 */
export function CreditBalanceChip() {
  const balance = useCreditBalance();
  if (balance.isPending) {
    return (
      <CircularProgress size={20} aria-label="Saldo wordt geladen" data-testid="credit-balance-loading" />
    );
  }
  if (balance.isError) {
    return (
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ alignItems: 'center' }}
        title={BALANCE_ERROR_MESSAGE}
        role="alert"
      >
        <Typography variant="body2" color="error" sx={{ display: { xs: 'none', sm: 'block' } }}>
          Error loading balance
        </Typography>
        <Button size="small" onClick={() => void balance.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const credits = balance.data.current_balance;
  const isLow = credits < LOW_BALANCE_THRESHOLD;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
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
        data-balance={credits}
        sx={{ fontWeight: 600 }}
      />
      {isLow && (
        <Chip
          label="Laag saldo"
          color="warning"
          size="small"
          sx={{ display: { xs: 'none', md: 'inline-flex' } }}
        />
      )}
    </Stack>
  );
}
